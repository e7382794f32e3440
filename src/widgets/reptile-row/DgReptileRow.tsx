import { Alert, Button, Flex, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { FormDesign } from '../../../schemas';
import type { ReptileRowOptions } from '../../../schemas/generated/page';
import {
  GenerateForm,
  resolveParams,
  useApiQuery,
  useDataHost,
  useInvalidateApi,
  usePageScope,
  type GenerateFormHandle,
} from '../../runtime';

interface BoundForm {
  designId: string | null;
  jsonStr: string | null;
  fields: { name: string; label: string }[];
}

/** The bound form's design, or one text area per field when the project binds none (or it cannot be read). */
function designOf(form: BoundForm): FormDesign {
  if (form.jsonStr) {
    try {
      return JSON.parse(form.jsonStr) as FormDesign;
    } catch {
      // fall back to the fields
    }
  }
  return {
    list: form.fields.map((field) => ({
      type: 'textarea',
      name: field.label,
      key: `textarea_${field.name}`,
      model: field.name,
      options: { width: '100%', rows: 2 },
    })),
    config: { ui: 'Ant Design', labelWidth: 100 },
  } as FormDesign;
}

/**
 * A collected row in its project's bound designer form (its models are the field names), corrected and
 * saved with PUT /reptile/data/edit.
 *
 * @example
 * <DgReptileRow options={{ rowId: '{{ $row.id }}' }} />
 */
export function DgReptileRow({ options }: { options: ReptileRowOptions }) {
  const scope = usePageScope();
  const id = String(resolveParams({ id: options.rowId }, scope).id ?? '');
  const host = useDataHost();
  const invalidate = useInvalidateApi();
  const form = useRef<GenerateFormHandle>(null);
  const [state, setState] = useState<{ error?: string; saving?: boolean }>({});
  const { data: rowBody } = useApiQuery<Record<string, string>>(
    '/reptile/data/queryById',
    { id },
    { enabled: !!id },
  );
  const row = rowBody?.success ? rowBody.result : null;
  const { data: formBody } = useApiQuery<BoundForm>(
    '/reptile/data/form',
    { projectId: row?.projectId },
    { enabled: !!row?.projectId },
  );
  const bound = formBody?.success ? formBody.result : null;
  const design = useMemo(() => (bound ? designOf(bound) : null), [bound]);

  if (rowBody && !rowBody.success) return <Alert type="error" showIcon message={rowBody.message} />;
  if (!row || !design) return <Spin />;

  const save = async () => {
    let values;
    try {
      values = await form.current!.getData();
    } catch {
      return; // the messages show beside the fields
    }
    setState({ saving: true });
    try {
      const answer = await host.put('/reptile/data/edit', { ...values, id });
      if (!answer.success) return setState({ error: answer.message });
      host.notify?.success(answer.message);
      setState({});
      await invalidate('/reptile/data/edit');
    } catch (failure) {
      setState({ error: host.failureOf(failure).message ?? '保存失败，请稍后重试' });
    }
  };

  return (
    <div data-testid="reptile-row">
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      {bound && !bound.jsonStr && (
        <Alert type="info" showIcon message="项目没有绑定表单，按采集字段编辑" style={{ marginBottom: 12 }} />
      )}
      <GenerateForm ref={form} data={design} value={row} />
      <Flex justify="flex-end">
        <Button type="primary" loading={state.saving} onClick={() => void save()}>
          保存
        </Button>
      </Flex>
    </div>
  );
}
