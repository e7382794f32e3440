export { resolveParams, resolveValue, isVisible } from './params';
export { usePageScope } from './usePageScope';
export {
  dictionaryQuery,
  useDictionary,
  dictText,
  DICT_ITEMS_API,
  EMPTY_DICT_CODE,
  type DictOption,
} from './dictionary';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { useActionRunner, send, type ActionContext } from './useActionRunner';
export { refusalReason } from './refusal';
export { ScopeProvider, useExtraScope } from './ScopeContext';
export { remoteFunctions } from './remoteSources';
export { useDiscardConfirm, useEscape, DISCARD_QUESTION } from './useGuardedClose';
