import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Modal, Result, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { validate, describeErrors, type FormDesign } from '../../../schemas';
import {
  GenerateForm,
  useDataHost,
  type FormValues,
  type GenerateFormHandle,
  type HostEnvelope,
} from '../../runtime';
import { designQuery, type StoredDesign } from './designReads';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; name: string; design: FormDesign }
  | { state: 'failed'; reason: string };

/** What an answer of queryById draws: the form, or why it cannot be drawn. */
function loadedOf(body: HostEnvelope<StoredDesign>): Loaded {
  if (!body.success) return { state: 'failed', reason: body.message };
  let data: unknown;
  try {
    data = JSON.parse(body.result.jsonStr);
  } catch (error) {
    return { state: 'failed', reason: `表单 JSON 无法解析：${(error as Error).message}` };
  }
  const check = validate('FormDesign', data);
  return check.ok
    ? { state: 'ready', name: body.result.name, design: data as FormDesign }
    : { state: 'failed', reason: describeErrors(check.errors) };
}

/**
 * /online/form/:id — a saved form design, fillable. 提交 validates and shows the model the form yields;
 * the required and format messages show beside the fields first. The design is read through the app's
 * query cache, which a save in the designer marks stale (designReads.ts).
 */
export function OnlineFormPage() {
  const { id = '' } = useParams();
  const form = useRef<GenerateFormHandle>(null);
  const host = useDataHost();
  const read = useQuery({ ...designQuery(host, id), select: loadedOf });
  const loaded: Loaded = read.error
    ? { state: 'failed', reason: '表单不存在或已删除' }
    : (read.data ?? { state: 'loading' });
  const [model, setModel] = useState<FormValues | null>(null);

  async function submit() {
    try {
      setModel(await form.current!.getData());
    } catch {
      // the messages show beside the fields
    }
  }

  if (loaded.state === 'loading') return <Skeleton active />;
  if (loaded.state === 'failed')
    return <Result status="warning" title="表单无法显示" subTitle={loaded.reason} />;
  return (
    <Card title={loaded.name}>
      <GenerateForm ref={form} data={loaded.design} />
      <Flex gap={8} justify="center">
        <Button type="primary" onClick={submit}>
          提交
        </Button>
        <Button onClick={() => form.current?.reset()}>重置</Button>
      </Flex>
      <Modal open={model !== null} title="表单数据" footer={null} onCancel={() => setModel(null)}>
        <Typography.Paragraph>
          <pre data-testid="form-model">{JSON.stringify(model, null, 2)}</pre>
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
