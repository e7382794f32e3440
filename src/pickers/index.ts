/**
 * The department and user pickers (SPEC.md §4 tree pickers and dialogs): dialogs, the boxes that open
 * them, and their tree helpers. The user-select and depart-select form widgets are built on them.
 */
export { DepartTreePicker, DEPART_TREE_API, type DepartTreePickerProps } from './DepartTreePicker';
export { UserByDepartPicker, USER_PAGE_API, type UserByDepartPickerProps } from './UserByDepartPicker';
export { UserSelect, useStoredUsers, type UserSelectProps, type UserStore } from './UserSelect';
export { DepartSelect, type DepartSelectProps } from './DepartSelect';
export {
  filterDeparts,
  flattenDeparts,
  joinValues,
  nextTicks,
  splitValues,
  type DepartStore,
} from './departTree';
