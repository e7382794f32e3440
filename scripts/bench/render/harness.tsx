/**
 * The browser half of `npm run bench:render`: draws N input fields either through Dougong's runtime (a
 * generated design) or as a hand-written antd Form with the same labels and rules, and times first render
 * and keystroke-to-paint. scripts/bench/render.mjs drives it in headless Chromium.
 */
import '@ant-design/v5-patch-for-react-19';
import { Form, Input } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import type { FormDesign } from '../../../schemas';
import { GenerateForm, RuntimeProvider } from '../../../src/runtime';
import { widgetRegistry } from '../../../src/widgets';

type Variant = 'generated' | 'handwritten';

function design(n: number): FormDesign {
  return {
    list: Array.from({ length: n }, (_, i) => ({
      type: 'input',
      name: `字段 ${i + 1}`,
      key: `input_${i + 1}`,
      model: `field_${i + 1}`,
      options: { width: '100%', placeholder: `请输入字段 ${i + 1}`, required: i % 2 === 0, defaultValue: '' },
    })),
    config: { ui: 'Ant Design', labelWidth: 100, labelPosition: 'right' },
  };
}

function Handwritten({ n }: { n: number }) {
  return (
    <Form labelCol={{ flex: '100px' }} labelAlign="right">
      {Array.from({ length: n }, (_, i) => (
        <Form.Item
          key={i}
          label={`字段 ${i + 1}`}
          name={`field_${i + 1}`}
          rules={i % 2 === 0 ? [{ required: true, message: `字段 ${i + 1}必须填写` }] : []}
        >
          <Input placeholder={`请输入字段 ${i + 1}`} style={{ width: '100%' }} />
        </Form.Item>
      ))}
    </Form>
  );
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

let root: Root | null = null;

async function mount(variant: Variant, n: number): Promise<number> {
  root?.unmount();
  const host = document.getElementById('root')!;
  root = createRoot(host);
  const started = performance.now();
  root.render(
    variant === 'generated' ? (
      <RuntimeProvider registry={widgetRegistry}>
        <GenerateForm data={design(n)} />
      </RuntimeProvider>
    ) : (
      <Handwritten n={n} />
    ),
  );
  // Wait until the last field is in the document, then for the frame that shows it.
  while (!host.querySelector(`input[placeholder="请输入字段 ${n}"]`))
    await new Promise((r) => setTimeout(r, 0));
  await nextPaint();
  return performance.now() - started;
}

/** Starts timing at each keydown in the page; the next painted frame ends it. */
function recordKeystrokes(): number[] {
  const samples: number[] = [];
  document.addEventListener(
    'keydown',
    () => {
      const started = performance.now();
      void nextPaint().then(() => samples.push(performance.now() - started));
    },
    true,
  );
  return samples;
}

declare global {
  interface Window {
    bench: { mount: typeof mount; samples: number[] };
  }
}

window.bench = { mount, samples: recordKeystrokes() };
