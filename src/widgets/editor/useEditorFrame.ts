import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The editor's frame (border, radius, background) and writing-area style, shared by the Tiptap editor,
 * the placeholder shown while it loads and the read-pretty preview, so the three occupy the same box.
 *
 * @example
 * const { frame, content } = useEditorFrame('300px', { width: '600px' });
 */
export function useEditorFrame(height: string | undefined, style: CSSProperties | undefined) {
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
