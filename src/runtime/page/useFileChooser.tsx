import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The browser's file dialog on demand: `choose` opens it and resolves with the file picked, or null
 * when the dialog was cancelled. Render `input` once (a hidden <input type="file">). Call `choose` from
 * the click itself: browsers open the dialog only in answer to the user's gesture.
 *
 * @example
 * const chooser = useFileChooser();
 * <Button onClick={async () => { const file = await chooser.choose('.xlsx'); if (file) send(file); }}>导入</Button>{chooser.input}
 */
export function useFileChooser(): { choose: (accept?: string) => Promise<File | null>; input: ReactNode } {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<((file: File | null) => void) | null>(null);
  const [accept, setAccept] = useState<string>();

  const settle = useCallback((file: File | null) => {
    pending.current?.(file);
    pending.current = null;
  }, []);

  // A cancelled dialog has no React prop: the element's own 'cancel' event says so.
  useEffect(() => {
    const input = ref.current;
    const cancel = () => settle(null);
    input?.addEventListener('cancel', cancel);
    return () => input?.removeEventListener('cancel', cancel);
  }, [settle]);

  const choose = useCallback(
    (wanted?: string) => {
      settle(null);
      const input = ref.current;
      if (!input) return Promise.resolve(null);
      // Set at once: the dialog opens before React would render a new accept.
      input.accept = wanted ?? '';
      setAccept(wanted);
      return new Promise<File | null>((resolve) => {
        pending.current = resolve;
        input.click();
      });
    },
    [settle],
  );

  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label="选择文件"
      onChange={(event) => {
        const file = event.target.files?.[0] ?? null;
        // Cleared, so the same file chosen again is a change again.
        event.target.value = '';
        settle(file);
      }}
    />
  );
  return { choose, input };
}
