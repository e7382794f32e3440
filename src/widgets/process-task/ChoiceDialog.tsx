import { AutoComplete, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** What the handler chose: the target (a node or a user) and the reason typed beside it. */
export interface Chosen {
  value: string;
  reason: string;
}

export interface ChoiceDialogProps {
  title: string;
  /** The label of the choice, also its accessible name: 驳回到, 转办给, 跳转到. */
  label: string;
  choices: readonly Choice[];
  /** What a missing choice is called in the messages: 节点, 办理人账号. */
  noun: string;
  /** Free text is accepted too (a username typed in full when the user list cannot be read). */
  free?: boolean;
  onSearch?: (text: string) => void;
  /** The reason's label; no reason field without it. */
  reasonLabel?: string;
  initialReason?: string;
  onOk: (chosen: Chosen) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The dialog of a task action that needs a choice first — the node a reject goes back to, the user a
 * task is handed to, the node a jump goes to — with the reason beside it. It stays open while the
 * request runs and when it is refused, so the handler can choose again.
 *
 * @example
 * <ChoiceDialog title="驳回" label="驳回到" noun="节点" choices={[{ value: 'manager', label: '部门经理审批' }]} onOk={send} onClose={close} />
 */
export function ChoiceDialog(props: ChoiceDialogProps) {
  const { title, label, noun, choices, free, onSearch, reasonLabel, initialReason, onOk, onClose } = props;
  const [value, setValue] = useState<string>();
  const [reason, setReason] = useState(initialReason ?? '');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = !value?.trim();

  async function submit() {
    setTried(true);
    if (missing) return;
    setBusy(true);
    try {
      if (await onOk({ value: value!.trim(), reason })) onClose();
    } finally {
      setBusy(false);
    }
  }

  const options = choices.map((choice) => ({ value: choice.value, label: choice.label }));
  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={label}
          required
          validateStatus={tried && missing ? 'error' : undefined}
          help={tried && missing ? `请先选择${noun}` : undefined}
        >
          {free ? (
            <AutoComplete
              aria-label={label}
              value={value}
              options={options}
              onSearch={onSearch}
              onChange={(next: string) => setValue(next)}
              placeholder={onSearch ? `输入${noun}或姓名查找` : `请输入${noun}`}
            />
          ) : (
            <Select
              aria-label={label}
              value={value}
              options={options}
              onChange={(next: string) => setValue(next)}
              placeholder={`请选择${noun}`}
              showSearch
              optionFilterProp="label"
            />
          )}
        </Form.Item>
        {reasonLabel && (
          <Form.Item label={reasonLabel}>
            <Input.TextArea
              aria-label={reasonLabel}
              value={reason}
              rows={3}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
