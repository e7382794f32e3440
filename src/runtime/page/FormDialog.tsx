import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  GenerateForm,
  type FormValues,
  type GenerateFormHandle,
  type GenerateFormProps,
} from '../form/GenerateForm';
import { useDiscardConfirm, useEscape } from './useGuardedClose';

export interface FormDialogProps {
  open: boolean;
  title: string;
  design: GenerateFormProps['data'];
  /** Edit data the form opens with. */
  value?: FormValues;
  /** Default 600 px (SPEC.md §9). */
  width?: number;
  /** Receives the validated model; resolve to close, reject to stay open (the caller shows why). */
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
  /** Draw values as text, with only a close button (detail view). */
  readPretty?: boolean;
  /** Fields shown read-only, with '<title>创建后不能修改' under them (a role's code when editing). */
  locked?: ReadonlyArray<string>;
}

/**
 * A dialog holding a form design. After OK it shows a loading state until the submit ends; it cannot be
 * closed by clicking the mask, and its content is removed once it has closed (SPEC.md §4, §9). Esc closes
 * only the innermost popup, and with unsaved edits Esc, 取消 and × ask '有未保存的修改，确定放弃吗？'
 * (issue 13, finding 2).
 *
 * @example
 * <FormDialog open title="新增" design={form} onSubmit={(v) => postAction('/sys/role/add', v)} onClose={close} />
 */
export function FormDialog({
  open,
  title,
  design,
  value,
  width = 600,
  onSubmit,
  onClose,
  readPretty,
  locked,
}: FormDialogProps) {
  const form = useRef<GenerateFormHandle>(null);
  const [busy, setBusy] = useState(false);
  const confirmDiscard = useDiscardConfirm();

  async function requestClose() {
    if (await confirmDiscard(!readPretty && form.current?.form.modified === true)) onClose();
  }
  useEscape(open, () => void requestClose());

  const lockedKey = (locked ?? []).join(',');
  useEffect(() => {
    const current = form.current?.form;
    if (!current || !lockedKey) return;
    for (const name of lockedKey.split(','))
      current.setFieldState(name, (state) => {
        state.disabled = true;
        state.description = `${String(state.title ?? '')}创建后不能修改`;
      });
  }, [lockedKey, design]);

  async function submit() {
    let values: FormValues;
    try {
      values = await form.current!.getData();
    } catch {
      return; // the form shows what to fix next to each field
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } catch {
      // the caller has shown the server's message; the dialog stays open with what was typed
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      confirmLoading={busy}
      onOk={submit}
      onCancel={() => void requestClose()}
      okText="确定"
      cancelText={readPretty ? '关闭' : '取消'}
      footer={readPretty ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
    >
      <GenerateForm ref={form} data={design} value={value} readPretty={readPretty} />
    </Modal>
  );
}
