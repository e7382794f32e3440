import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

export interface Tool {
  label: string;
  icon: ReactNode;
  /** The node or mark whose active state the button shows. */
  active?: [name: string, attributes?: Record<string, unknown>];
  run: (editor: Editor) => boolean;
}

export const TOOLS: Tool[] = [
  {
    label: '加粗',
    icon: <BoldOutlined />,
    active: ['bold'],
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: '斜体',
    icon: <ItalicOutlined />,
    active: ['italic'],
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: '删除线',
    icon: <StrikethroughOutlined />,
    active: ['strike'],
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    label: '标题',
    icon: 'H2',
    active: ['heading', { level: 2 }],
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: '无序列表',
    icon: <UnorderedListOutlined />,
    active: ['bulletList'],
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: '有序列表',
    icon: <OrderedListOutlined />,
    active: ['orderedList'],
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: '引用',
    icon: '❝',
    active: ['blockquote'],
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: '撤销', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
  { label: '重做', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
];

/**
 * The editor's buttons; each shows whether its format applies at the cursor. Without `onRun` (while
 * Tiptap loads) they are drawn disabled, so the bar already takes its place.
 *
 * @example
 * <EditorToolbar active={[true, false]} onRun={(tool) => tool.run(editor)} />
 */
export function EditorToolbar({ active = [], onRun }: { active?: boolean[]; onRun?: (tool: Tool) => void }) {
  return (
    <Space size={2} wrap role="toolbar" aria-label="格式">
      {TOOLS.map((tool, index) => (
        <Button
          key={tool.label}
          size="small"
          type={active[index] ? 'primary' : 'text'}
          aria-label={tool.label}
          aria-pressed={tool.active ? Boolean(active[index]) : undefined}
          icon={tool.icon}
          disabled={!onRun}
          // Keep the editor's selection: a mousedown on the button would otherwise blur it first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onRun?.(tool)}
        />
      ))}
    </Space>
  );
}
