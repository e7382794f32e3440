/**
 * THE renderer: design JSON → Formily schema → React. It imports no widget; the app hands it the list
 * from src/widgets through <RuntimeProvider>.
 *
 * @example
 * <RuntimeProvider registry={widgetRegistry}>
 *   <GenerateForm ref={ref} data={design} />
 * </RuntimeProvider>
 */
export { createRegistry, defineWidget, type WidgetRegistry } from './registry';
export { RuntimeProvider, useRuntime } from './RuntimeProvider';
export { compile, UNKNOWN_WIDGET } from './form/compile';
export { widgetValidators, RULE_SUFFIX } from './form/validators';
export { flavourOf, flavourTheme, layoutProps, type Flavour } from './form/flavour';
export { useFormRuntime, type FormRuntime } from './form/formContext';
export {
  GenerateForm,
  FORM_INVALID_MESSAGE,
  type GenerateFormHandle,
  type GenerateFormProps,
  type FormValues,
} from './form/GenerateForm';
export { installSafeCompiler } from './form/safeCompiler';
export type * from './types';
export * from './permissions';
export { createQueryClient } from './query/queryClient';
export { apiQuery, useApiQuery, useInvalidateApi, invalidateApi, touches } from './query/apiQuery';
export * from './page';
export { sanitizeHtml } from './sanitize';
