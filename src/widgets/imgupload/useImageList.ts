import { useCallback, useEffect, useRef, useState } from 'react';
import type { StartedUpload } from './uploader';

/** What the model stores per image, as form-making does. */
export interface StoredImage {
  key: string;
  url: string;
}

/** An image as drawn, with its upload state (SPEC.md §3 uploaded image item). */
export interface ShownImage extends StoredImage {
  percent: number;
  status: 'uploading' | 'success';
}

interface Pending extends ShownImage {
  /** The stored image this upload replaces in place (isEdit). */
  replaces?: string;
  preview?: string;
}

/** form-making's success delay: the finished thumbnail shows 100 % briefly before it settles (§4). */
export const SUCCESS_DELAY_MS = 200;

/**
 * A key like form-making's, time plus a random part. With Qiniu it is also the stored object's name,
 * so it must not repeat across users uploading in the same millisecond.
 */
export function newImageKey(): string {
  return `${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The model's list, tolerating what a hand-written design or old data may hold: a text value is
 * JeecgBoot's form, image addresses comma-joined (a user's avatar).
 *
 * @example
 * storedImages('/a.png') // [{ key: 'image_0', url: '/a.png' }]
 */
export function storedImages(value: unknown): StoredImage[] {
  if (typeof value === 'string') value = value.split(',').map((url) => ({ url: url.trim() }));
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) =>
    typeof item === 'object' && item !== null && typeof item.url === 'string' && item.url !== ''
      ? [{ key: typeof item.key === 'string' && item.key ? item.key : `image_${index}`, url: item.url }]
      : [],
  );
}

function previewOf(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

/**
 * The upload state machine of SPEC.md §4: a new image is uploading (percent 0–100); once the server
 * names its address it shows 100 % and, 200 ms later, joins the model as `{ key, url }`; on an error
 * or without an address it is dropped (a failed replacement leaves the old image where it was).
 *
 * @example
 * const list = useImageList(value, onChange, (file, key, onProgress) => startUpload(file, key, target, onProgress), warn);
 * list.add([file]); list.remove(key); list.replace(key, file);
 */
export function useImageList(
  value: unknown,
  onChange: (images: StoredImage[]) => void,
  start: (file: File, key: string, onProgress: (percent: number) => void) => StartedUpload,
  onFailure: (error: unknown) => void,
) {
  const stored = storedImages(value);
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish after renders; they must add to the latest list, not to the one they started from.
  const latest = useRef(stored);
  useEffect(() => {
    latest.current = stored;
  });
  const inFlight = useRef(new Set<() => void>());
  useEffect(() => {
    const cancels = inFlight.current;
    return () => cancels.forEach((cancel) => cancel());
  }, []);

  const commit = useCallback(
    (next: StoredImage[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  const upload = useCallback(
    (file: File, replaces?: string) => {
      const key = newImageKey();
      const preview = previewOf(file);
      const patch = (change: Partial<Pending>) =>
        setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
      const drop = () => {
        setPending((items) => items.filter((item) => item.key !== key));
        if (preview) URL.revokeObjectURL(preview);
      };
      setPending((items) => [
        ...items,
        { key, url: preview ?? '', preview, percent: 0, status: 'uploading', replaces },
      ]);
      const started = start(file, key, (percent) => patch({ percent }));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cancel = () => {
        started.abort();
        clearTimeout(timer);
      };
      inFlight.current.add(cancel);
      started.url
        .then((url) => {
          if (!url) throw new Error('上传失败：服务器没有返回图片地址');
          patch({ url, percent: 100 });
          timer = setTimeout(() => {
            inFlight.current.delete(cancel);
            const image = { key, url };
            const list = latest.current;
            commit(replaces ? list.map((item) => (item.key === replaces ? image : item)) : [...list, image]);
            drop();
          }, SUCCESS_DELAY_MS);
        })
        .catch((error: unknown) => {
          inFlight.current.delete(cancel);
          drop();
          onFailure(error);
        });
    },
    [start, commit, onFailure],
  );

  const shown: ShownImage[] = [
    ...stored.map((image) => {
      const replacement = pending.find((item) => item.replaces === image.key);
      return replacement ?? { ...image, percent: 100, status: 'success' as const };
    }),
    ...pending.filter((item) => !item.replaces),
  ];

  return {
    shown,
    /** How many images the model holds now. */
    storedCount: stored.length,
    /** How many images the list holds or will hold once the uploads in flight finish. */
    count: stored.length + pending.filter((item) => !item.replaces).length,
    add: (files: File[]) => files.forEach((file) => upload(file)),
    replace: (key: string, file: File) => upload(file, key),
    remove: (key: string) => commit(latest.current.filter((item) => item.key !== key)),
  };
}
