import { connect, mapReadPretty } from '@formily/react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { theme } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { sanitizeHtml } from './sanitize';

interface DgEditorProps {
  value?: unknown;
  onChange?: (html: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** Height of the writing area (CSS length), at least. */
  height?: string;
  /** The field's label, read out for the writing area. */
  label?: string;
  style?: CSSProperties;
}

// DOMPurify drops target="_blank" (reverse tabnabbing); links are made without it so stored HTML and
// what the editor serialises stay the same.
const EXTENSIONS = [StarterKit.configure({ link: { openOnClick: false, HTMLAttributes: { target: null } } })];

function useFrame(height: string | undefined, style: CSSProperties | undefined) {
  const { token } = theme.useToken();
  return {
    frame: {
      border: `1px solid ${token.colorBorder}`,
      borderRadius: token.borderRadius,
      background: token.colorBgContainer,
      ...style,
    } satisfies CSSProperties,
    content: { minHeight: height || 120, color: token.colorText } satisfies CSSProperties,
  };
}

function EditorControl({ value, onChange, disabled, readOnly, height, label, style }: DgEditorProps) {
  const html = sanitizeHtml(value);
  const editable = !disabled && !readOnly;
  const emitted = useRef<string | undefined>(undefined);
  const emit = useRef(onChange);
  useEffect(() => {
    emit.current = onChange;
  });
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    editable,
    // The writing area fills the frame's height, so a click anywhere in it starts typing.
    editorProps: {
      attributes: {
        style: 'min-height: inherit; box-sizing: border-box; padding: 4px 11px; outline: none',
        ...(label ? { 'aria-label': label } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      // An emptied editor still holds '<p></p>'; the model says '' so that required catches it.
      emitted.current = current.isEmpty ? '' : sanitizeHtml(current.getHTML());
      emit.current?.(emitted.current);
    },
  });

  // New data from outside (edit data, setData, reset) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (!editor || html === emitted.current || html === (editor.isEmpty ? '' : editor.getHTML())) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    // Without `false`, Tiptap reports the switch as an edit and the form would turn modified.
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);
  // What reaches the model is sanitized too: hostile default or edit data is stored cleaned.
  useEffect(() => {
    if (typeof value === 'string' && value !== html) emit.current?.(html);
  }, [value, html]);

  const { frame, content } = useFrame(height, style);
  return (
    <div className="dg-editor" style={{ ...frame, opacity: disabled ? 0.6 : 1 }}>
      {editor && editable && (
        <div style={{ borderBottom: frame.border, padding: 4 }}>
          <EditorToolbar editor={editor} />
        </div>
      )}
      <EditorContent editor={editor} style={content} />
    </div>
  );
}

function EditorPreview({ value, height, style }: DgEditorProps) {
  const { content } = useFrame(height, style);
  return (
    <div
      className="dg-editor-preview"
      style={{ ...style, ...content, padding: '4px 11px' }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
    />
  );
}

/** The editor widget's control: a Tiptap rich-text editor whose HTML is sanitized when shown and stored. */
export const DgEditor = connect(EditorControl, mapReadPretty(EditorPreview));
