import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type CSSProperties } from 'react';
import { EditorToolbar, TOOLS } from './EditorToolbar';
import { sanitizeHtml } from '../../runtime';
import { useEditorFrame } from './useEditorFrame';

export interface EditorProps {
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
export const EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, HTMLAttributes: { target: null } } }),
];

/** The toolbar bound to the editor: its buttons run their commands and light up with the cursor. */
function BoundToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => (tool.active ? current.isActive(...tool.active) : false)),
  });
  return <EditorToolbar active={active} onRun={(tool) => tool.run(editor)} />;
}

/**
 * The Tiptap rich-text editor with its toolbar. Tiptap and ProseMirror are most of the widget's weight,
 * so DgEditor loads this module only when an editable editor is drawn.
 *
 * @example
 * <TiptapEditor value="<p>你好</p>" onChange={setHtml} label="正文" />
 */
export function TiptapEditor({ value, onChange, disabled, readOnly, height, label, style }: EditorProps) {
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

  // Tiptap destroys an editor that is not committed within a millisecond of being made, and React holds
  // back content that replaces a Suspense fallback for a moment: an effect may meet a destroyed editor,
  // whose live successor comes with the next render. Only a live editor is touched.
  // New data from outside (edit data, setData, reset) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (html === emitted.current || html === (editor.isEmpty ? '' : editor.getHTML())) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    // Without `false`, Tiptap reports the switch as an edit and the form would turn modified.
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  const { frame, content } = useEditorFrame(height, style);
  return (
    <div className="dg-editor" style={{ ...frame, opacity: disabled ? 0.6 : 1 }}>
      {editor && editable && (
        <div style={{ borderBottom: frame.border, padding: 4 }}>
          <BoundToolbar editor={editor} />
        </div>
      )}
      <EditorContent editor={editor} style={content} />
    </div>
  );
}
