import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { describeErrors, validate } from '../../schemas';
import type { AnyDesign } from '../runtime';
import { withoutPatterns } from './widgetRules';

/** What a design is: a form (drawn at /online/form/:id) or one of the product's own pages. */
export type DesignKind = 'form' | 'page';

/** 生成JSON: the design as saved, read-only, with a copy button. */
export function JsonDialog({ design, onClose }: { design: AnyDesign; onClose: () => void }) {
  const { message } = App.useApp();
  const text = JSON.stringify(design, null, 2);
  return (
    <Modal
      open
      title="生成JSON"
      width={800}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() => message.success('已复制'))
              .catch(() => message.warning('浏览器不允许复制，请手动选择文本复制'))
          }
        >
          复制
        </Button>
      }
    >
      <Input.TextArea
        readOnly
        value={text}
        autoSize={{ minRows: 10, maxRows: 24 }}
        data-testid="design-json"
      />
    </Modal>
  );
}

/**
 * Reads pasted design JSON: the parser's message when it does not parse (SPEC.md §5), the schema's
 * JSON-path errors when it breaks the design schema (FormDesign, or PageDesign for a page), else the design.
 *
 * @example
 * readDesign('{"list":[]') // { ok: false, errors: ['Expected ...'] }
 */
export function readDesign(
  text: string,
  kind: DesignKind = 'form',
): { ok: true; design: AnyDesign } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`JSON 格式错误：${(error as Error).message}`] };
  }
  const check = validate(kind === 'page' ? 'PageDesign' : 'FormDesign', data);
  // A pattern is for the schema, not for the admin: its message says what the value should be instead.
  if (!check.ok) return { ok: false, errors: check.errors.map((e) => withoutPatterns(describeErrors([e]))) };
  return { ok: true, design: data as AnyDesign };
}

/** 导入JSON: paste a design (ours or a form-making export) to replace the canvas; undo brings the old one back. */
export function ImportDialog({
  kind = 'form',
  onLoad,
  onClose,
}: {
  kind?: DesignKind;
  onLoad: (design: AnyDesign) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <Modal
      open
      title="导入JSON"
      width={800}
      okText="导入"
      onCancel={onClose}
      onOk={() => {
        const read = readDesign(text, kind);
        if (read.ok) onLoad(read.design);
        else setErrors(read.errors);
      }}
    >
      <Input.TextArea
        aria-label="表单 JSON"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 10, maxRows: 24 }}
        placeholder='{"list": [], "config": {}}'
      />
      {errors.map((error) => (
        <Typography.Paragraph
          key={error}
          type="danger"
          style={{ margin: '4px 0 0' }}
          data-testid="import-error"
        >
          {error}
        </Typography.Paragraph>
      ))}
    </Modal>
  );
}
