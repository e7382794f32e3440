import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { describeErrors, validate, validateLenient } from '../../schemas';
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
 * JSON-path errors when it breaks the design schema (PageDesign for a page), else the design as pasted.
 * A form design is read leniently (issue 16): what a fork of form-making added is kept and listed in
 * `warnings`, one `path: message` line each.
 *
 * @example
 * readDesign('{"list":[]') // { ok: false, errors: ['Expected ...'] }
 * readDesign('{"title":"表","list":[],"config":{}}') // { ok: true, design, warnings: ['$.title: 未知的属性 title：…'] }
 */
export function readDesign(
  text: string,
  kind: DesignKind = 'form',
): { ok: true; design: AnyDesign; warnings: string[] } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`JSON 格式错误：${(error as Error).message}`] };
  }
  const check = kind === 'page' ? { ...validate('PageDesign', data), warnings: [] } : validateLenient(data);
  // A pattern is for the schema, not for the admin: its message says what the value should be instead.
  if (!check.ok) return { ok: false, errors: check.errors.map((e) => withoutPatterns(describeErrors([e]))) };
  return { ok: true, design: data as AnyDesign, warnings: check.warnings.map((w) => describeErrors([w])) };
}

/** After an import that kept a fork's additions: what was kept, until the admin closes it. */
function useImportWarnings(): (warnings: string[]) => void {
  const { notification } = App.useApp();
  return (warnings) => {
    if (warnings.length === 0) return;
    notification.warning({
      message: `已导入，有 ${warnings.length} 条提醒`,
      description: (
        <div data-testid="import-warnings">
          {warnings.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ),
      duration: 0,
    });
  };
}

/**
 * 导入JSON: paste a design (ours, a form-making export or a fork's) to replace the canvas; undo brings the
 * old one back. A fork's additions do not stop the import: they are kept and listed in a notification.
 */
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
  const warn = useImportWarnings();
  return (
    <Modal
      open
      title="导入JSON"
      width={800}
      okText="导入"
      onCancel={onClose}
      onOk={() => {
        const read = readDesign(text, kind);
        if (!read.ok) return setErrors(read.errors);
        onLoad(read.design);
        warn(read.warnings);
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
