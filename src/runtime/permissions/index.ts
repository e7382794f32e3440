export {
  hasButtonPermission,
  isDisabledByAuth,
  hiddenByPrefix,
  toolbarButtonVisible,
  type AuthLists,
  type ToolbarButton,
} from './authRules';
export { HostProvider, usePermissions, useHostUser, type HostSession } from './HostContext';
