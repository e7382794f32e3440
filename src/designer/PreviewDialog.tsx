import { Button, Flex, Modal } from 'antd';
import { useRef, useState } from 'react';
import { GenerateForm, type AnyDesign, type FormValues, type GenerateFormHandle } from '../runtime';

/** 预览: the design as users will fill it; 获取数据 validates first, so required messages show before any model. */
export function PreviewDialog({ design, onClose }: { design: AnyDesign; onClose: () => void }) {
  const form = useRef<GenerateFormHandle>(null);
  const [model, setModel] = useState<FormValues | null>(null);
  async function getData() {
    try {
      setModel(await form.current!.getData());
    } catch {
      setModel(null); // the messages show beside the fields
    }
  }
  return (
    <Modal open title="预览" width={800} onCancel={onClose} footer={null} destroyOnHidden>
      <GenerateForm ref={form} data={design} />
      <Flex gap={8} justify="center">
        <Button type="primary" onClick={getData}>
          获取数据
        </Button>
        <Button
          onClick={() => {
            form.current?.reset();
            setModel(null);
          }}
        >
          重置
        </Button>
      </Flex>
      {model && <pre data-testid="preview-model">{JSON.stringify(model, null, 2)}</pre>}
    </Modal>
  );
}
