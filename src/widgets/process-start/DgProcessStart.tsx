import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Modal, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { FormDesign } from '../../../schemas/generated/form-design';
import type { ProcessStartOptions } from '../../../schemas/generated/page';
import {
  GenerateForm,
  hasButtonPermission,
  useApiQuery,
  useDataHost,
  useInvalidateApi,
  useNotify,
  usePermissions,
  type GenerateFormHandle,
} from '../../runtime';
import { PROCESS_CHANGE } from '../process-task/useTaskActions';

export const STARTABLE_API = '/process/tPProcess/startableList';
export const START_API = '/process/tPProcess/startUserDefinedProcess';

/** One process the caller may start: the newest deployed version of its key, with its start form. */
interface Startable {
  processKey: string;
  name: string;
  version: number;
  definitionId: string;
  formId: string | null;
  form: FormDesign | null;
}

function StartDialog({ onClose }: { onClose: () => void }) {
  const host = useDataHost();
  const notify = useNotify();
  const invalidate = useInvalidateApi();
  const form = useRef<GenerateFormHandle>(null);
  const [key, setKey] = useState<string>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data: body, isLoading } = useApiQuery<Startable[]>(STARTABLE_API);
  const processes = body?.success ? body.result : [];
  const chosen = processes.find((p) => p.processKey === key);

  async function submit() {
    setTried(true);
    if (!chosen) return;
    let values: Record<string, unknown> = {};
    if (chosen.form && form.current) {
      try {
        values = await form.current.getData();
      } catch {
        return; // the form shows what to fix
      }
    }
    setBusy(true);
    try {
      const params = { processKey: chosen.processKey, variables: JSON.stringify(values) };
      const answer = await host.get(START_API, params);
      if (!answer.success) return notify.error(answer.message || '发起失败');
      notify.success(answer.message || `已发起「${chosen.name}」`);
      void invalidate(PROCESS_CHANGE);
      onClose();
    } catch {
      // the error catalogue showed the server's reason
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="发起流程"
      width={720}
      okText="提交"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form labelCol={{ flex: '100px' }} labelAlign="right">
        <Form.Item
          label="流程"
          required
          validateStatus={tried && !chosen ? 'error' : undefined}
          help={tried && !chosen ? '请选择要发起的流程' : undefined}
        >
          <Select
            aria-label="流程"
            placeholder="请选择要发起的流程"
            loading={isLoading}
            value={key}
            onChange={(next: string) => setKey(next)}
            options={processes.map((p) => ({ value: p.processKey, label: `${p.name}（v${p.version}）` }))}
            notFoundContent={<Empty description="还没有已部署的流程" />}
          />
        </Form.Item>
      </Form>
      {chosen &&
        (chosen.form ? (
          // keyed by process: another choice draws its own form, empty
          <GenerateForm key={chosen.processKey} ref={form} data={chosen.form} />
        ) : (
          <Typography.Paragraph type="secondary">这个流程没有开始表单，提交即可发起。</Typography.Paragraph>
        ))}
    </Modal>
  );
}

/**
 * The 发起流程 button: a dialog to choose one of the processes the caller may start (the newest deployed
 * version of each), fill its start form — drawn by the runtime — and submit; the form's data become the
 * instance's variables. The lists and counts under /process are read again after.
 *
 * @example
 * <DgProcessStart options={{}} />
 */
export function DgProcessStart({ options }: { options: ProcessStartOptions }) {
  const lists = usePermissions();
  const [open, setOpen] = useState(false);
  if (options.permission && !hasButtonPermission(options.permission, lists)) return null;
  return (
    <div className="dg-process-start" style={{ marginBottom: 16, textAlign: options.align ?? 'left' }}>
      <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => setOpen(true)}>
        {options.label ?? '发起流程'}
      </Button>
      {open && <StartDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
