import { Alert, Button, Input, Modal, Radio, Tabs, App } from 'antd';
import { useMemo, useState } from 'react';
import type { AnyDesign } from '../runtime';
import { generate, type Format, type Ui } from './codegen';

/** 生成代码: the code generator's Vue component and standalone HTML page, for either library. */
export function CodeDialog({ design, onClose }: { design: AnyDesign; onClose: () => void }) {
  const { message } = App.useApp();
  const [ui, setUi] = useState<Ui>(design.config?.ui === 'Element' ? 'element' : 'antd');
  const [format, setFormat] = useState<Format>('vue');
  const code = useMemo(() => {
    try {
      return { ok: true as const, text: generate(design, { ui, format }) };
    } catch (error) {
      return { ok: false as const, text: (error as Error).message };
    }
  }, [design, ui, format]);
  return (
    <Modal
      open
      title="生成代码"
      width={960}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          disabled={!code.ok}
          onClick={() =>
            navigator.clipboard
              .writeText(code.text)
              .then(() => message.success('已复制'))
              .catch(() => message.warning('浏览器不允许复制，请手动选择文本复制'))
          }
        >
          复制
        </Button>
      }
    >
      <Radio.Group value={ui} onChange={(e) => setUi(e.target.value as Ui)} optionType="button">
        <Radio value="element">Element</Radio>
        <Radio value="antd">Ant Design</Radio>
      </Radio.Group>
      <Tabs
        activeKey={format}
        onChange={(key) => setFormat(key as Format)}
        items={[
          { key: 'vue', label: 'Vue' },
          { key: 'html', label: 'HTML' },
        ]}
      />
      {code.ok ? (
        <Input.TextArea
          readOnly
          value={code.text}
          autoSize={{ minRows: 12, maxRows: 28 }}
          data-testid="generated-code"
        />
      ) : (
        <Alert type="warning" showIcon message="无法生成代码" description={code.text} />
      )}
    </Modal>
  );
}
