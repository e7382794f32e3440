import { connect, mapReadPretty } from '@formily/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { sanitizeHtml } from '../../runtime';
import type { EditorProps } from './TiptapEditor';
import { useEditorFrame } from './useEditorFrame';

// Tiptap and ProseMirror weigh about as much as the rest of the widgets together; only a form that
// draws an editor loads them.
const TiptapEditor = lazy(() => import('./TiptapEditor').then((m) => ({ default: m.TiptapEditor })));

/** While Tiptap loads: the same frame, a disabled toolbar and the document, read-only, in the writing area. */
function EditorLoading({ value, disabled, readOnly, height, style }: EditorProps) {
  const { frame, content } = useEditorFrame(height, style);
  return (
    <div className="dg-editor" aria-busy="true" style={{ ...frame, opacity: disabled ? 0.6 : 1 }}>
      {!disabled && !readOnly && (
        <div style={{ borderBottom: frame.border, padding: 4 }}>
          <EditorToolbar />
        </div>
      )}
      <div
        style={{ ...content, padding: '4px 11px' }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
      />
    </div>
  );
}

function EditorControl(props: EditorProps) {
  const { value } = props;
  const html = sanitizeHtml(value);
  const emit = useRef(props.onChange);
  useEffect(() => {
    emit.current = props.onChange;
  });
  // What reaches the model is sanitized too, before Tiptap has loaded: hostile default or edit data is
  // stored cleaned.
  useEffect(() => {
    if (typeof value === 'string' && value !== html) emit.current?.(html);
  }, [value, html]);
  return (
    <Suspense fallback={<EditorLoading {...props} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}

function EditorPreview({ value, height, style }: EditorProps) {
  const { content } = useEditorFrame(height, style);
  return (
    <div
      className="dg-editor-preview"
      style={{ ...style, ...content, padding: '4px 11px' }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
    />
  );
}

/**
 * The editor widget's control: a Tiptap rich-text editor, loaded on first use, whose HTML is sanitized
 * when shown and stored.
 */
export const DgEditor = connect(EditorControl, mapReadPretty(EditorPreview));
