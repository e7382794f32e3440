export {
  hasButtonPermission,
  isDisabledByAuth,
  hiddenByPrefix,
  toolbarButtonVisible,
  type AuthLists,
  type ToolbarButton,
} from './authRules';
export {
  HostProvider,
  usePermissions,
  useHostUser,
  useDataHost,
  useNotify,
  type HostSession,
} from './HostContext';
export {
  NO_DATA_HOST,
  type DataHost,
  type HostEnvelope,
  type HostParams,
  type HostRequestOptions,
} from './dataHost';
