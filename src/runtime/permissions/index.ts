export {
  hasButtonPermission,
  isDisabledByAuth,
  hiddenByPrefix,
  toolbarButtonVisible,
  type AuthLists,
  type ToolbarButton,
} from './authRules';
export { PermissionsProvider, usePermissions } from './PermissionsContext';
