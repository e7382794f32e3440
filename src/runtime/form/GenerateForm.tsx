import { FormLayout } from '@formily/antd-v5';
import { useQueryClient } from '@tanstack/react-query';
import { createForm, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { toJS } from '@formily/reactive';
import { ConfigProvider } from 'antd';
import { useContext, useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useRuntime } from '../RuntimeProvider';
import type { FormDesign } from '../../../schemas/generated/form-design';
import type { PageDesign, RemoteSource } from '../../../schemas/generated/page';
import type { BlankSlots, RemoteFunctions } from '../types';
import { compile, UNBOUND } from './compile';
import { componentSizeOf, flavourOf, flavourTheme, layoutProps } from './flavour';
import { FormRuntimeContext, useFormRuntime, type FormRuntime } from './formContext';
import { remoteFunctions } from '../page/remoteSources';
import { useDataHost } from '../permissions';
import { withoutPrototypeKeys } from './prototypeGuard';

/** The message getData rejects with when the form does not validate (the original designer's). */
export const FORM_INVALID_MESSAGE = '表单数据校验失败';

export type FormValues = Record<string, unknown>;

/** What a host can do with a drawn form. */
export interface GenerateFormHandle {
  /** Validates; resolves the model when valid, otherwise rejects with {@link FORM_INVALID_MESSAGE}. */
  getData(): Promise<FormValues>;
  /** Back to the design's defaults (or the edit data the form was opened with). */
  reset(): void;
  /** Merges values into the form. */
  setData(values: FormValues): void;
  /** The underlying Formily form, for page widgets that need more. */
  readonly form: Form;
}

export interface GenerateFormProps {
  /** The design JSON: `{ list, config }` — a form design or a page. */
  data: FormDesign | PageDesign;
  /** Edit data to open the form with; defaults fill whatever it leaves out. */
  value?: FormValues;
  /** Host functions named by remoteFunc / tokenFunc. */
  remote?: RemoteFunctions;
  /** Renderers for blank widgets, keyed by model. */
  slots?: BlankSlots;
  /** Draws values as text instead of inputs. */
  readPretty?: boolean;
  ref?: Ref<GenerateFormHandle>;
}

interface MadeForm {
  design: object;
  readPretty: boolean | undefined;
  form: Form;
}

const makeForm = (design: object, readPretty: boolean | undefined, value: FormValues | undefined) => ({
  design,
  readPretty,
  form: createForm({ initialValues: value ? withoutPrototypeKeys({ ...value }) : {}, readPretty }),
});

/**
 * The form of a design: made again when the design or readPretty changes, opened with the edit data of
 * that moment; other edit data never makes a new form. Kept with what it was made for, in state (React's
 * "storing information from previous renders"): a render that finds it stale makes the new one at once.
 */
function useDesignForm(design: object, readPretty: boolean | undefined, value: FormValues | undefined): Form {
  const [made, setMade] = useState<MadeForm>(() => makeForm(design, readPretty, value));
  if (made.design === design && made.readPretty === readPretty) return made.form;
  const next = makeForm(design, readPretty, value);
  setMade(next);
  return next.form;
}

/** The form's values without the fields whose widget says `dataBind: false` (compile.ts binding()). */
function boundValues(form: Form): FormValues {
  const values = toJS(form.values) as FormValues;
  form.query('*').forEach((field) => {
    if ((field.data as Record<string, unknown> | undefined)?.[UNBOUND]) delete values[field.path.toString()];
  });
  return values;
}
/**
 * Draws a design JSON with the registered widgets, in its flavour (config.ui) and layout.
 *
 * @example
 * const ref = useRef<GenerateFormHandle>(null);
 * <GenerateForm ref={ref} data={design} value={{ name: '张三' }} remote={{ funcGetOptions }} />
 * const model = await ref.current.getData();
 */
export function GenerateForm({ data, value, remote, slots, readPretty, ref }: GenerateFormProps) {
  const { registry, SchemaField } = useRuntime();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const outer = useFormRuntime();
  const host = useDataHost();
  const client = useQueryClient();
  const schema = useMemo(() => compile(data, registry, host), [data, registry, host]);
  // A new design is a new form; new edit data for the same design is merged in below.
  const form = useDesignForm(data, readPretty, value);
  useEffect(() => {
    if (value) form.setValues(withoutPrototypeKeys({ ...value }), 'overwrite');
  }, [form, value]);

  useImperativeHandle(
    ref,
    () => ({
      form,
      getData: () =>
        form
          .submit<FormValues>(async () => withoutPrototypeKeys(boundValues(form)))
          .catch(() => {
            throw new Error(FORM_INVALID_MESSAGE);
          }),
      reset: () => void form.reset('*', { forceClear: false, validate: false }),
      setData: (values) => form.setValues(withoutPrototypeKeys({ ...values }), 'merge'),
    }),
    [form],
  );

  const runtime = useMemo<FormRuntime>(() => {
    const config = data.config ?? {};
    // A form inside a page (a crud's dialog) uses the page's remote sources unless it is given its own.
    const declared = (config as { remote?: Record<string, RemoteSource> }).remote;
    const inherited = declared
      ? { ...outer.remote, ...remoteFunctions(declared, {}, host, client) }
      : outer.remote;
    return { remote: remote ?? inherited, slots: slots ?? outer.slots, flavour: flavourOf(config), config };
  }, [remote, slots, data.config, outer, host, client]);
  const { config } = runtime;
  const flavour = runtime.flavour;
  return (
    // A nested ConfigProvider without a locale would drop the app's Chinese one; pass it on.
    <ConfigProvider theme={flavourTheme(config)} componentSize={componentSizeOf(config)} locale={locale}>
      <FormRuntimeContext.Provider value={runtime}>
        <FormProvider form={form}>
          <div className={['dg-form', `dg-flavour-${flavour}`, config.customClass].filter(Boolean).join(' ')}>
            <FormLayout {...layoutProps(config)}>
              <SchemaField schema={schema} />
            </FormLayout>
          </div>
        </FormProvider>
      </FormRuntimeContext.Provider>
    </ConfigProvider>
  );
}
