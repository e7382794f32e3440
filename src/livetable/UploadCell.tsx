/**
 * The live table's upload and image cells (SPEC.md §4 "upload cell", §7 "upload cells"): no file shows an
 * upload button; uploading shows '上传中(N%)'; done shows a check, '上传完成' and 下载 / 删除 (each unless the
 * column turns it off); an error shows '上传失败' with the server's message (or '未知错误') as its tooltip.
 * The file goes as the multipart field `file` with `isup=1` to the column's action; the stored path is read
 * from the answer's configured name (default `message`); `success: false` makes the upload an error.
 */
import { useState } from 'react';
import { imageAddress, sendUpload } from '../widgets/imgupload/uploadRequest';
import type { LiveColumn } from './types';

/** Where a column uploads to when it names no action: our own /sys/common/upload. */
export const DEFAULT_UPLOAD_ACTION = '/platform/sys/common/upload';

/** The signed-in session as the host hands it (the data host's sessionToken). */
export type UploadSessionFn = () => { header: string; token: string } | null;

function sameOrigin(address: string): boolean {
  try {
    return new URL(address, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The request of one upload cell's file: `file` + `isup=1`, and the session header only when the column sets
 * `token` and the action is on our own origin.
 *
 * @example
 * uploadRequestOf({ key: 'f', title: '附件', type: 'upload', token: true }, file, () => session);
 */
export function uploadRequestOf(column: LiveColumn, file: File, session?: UploadSessionFn) {
  const url = column.action ?? DEFAULT_UPLOAD_ACTION;
  const body = new FormData();
  body.append('file', file);
  body.append('isup', '1');
  const current = column.token && sameOrigin(url) ? session?.() : null;
  return { url, body, headers: current ? { [current.header]: current.token } : {} };
}

/**
 * The stored path in an upload's answer, or the error to show: `success: false` is an error with the
 * server's message; an answer without the configured name is '未知错误'.
 *
 * @example
 * readUploadAnswer({ success: true, message: 'files/a.png' }, 'message'); // { path: 'files/a.png' }
 */
export function readUploadAnswer(answer: unknown, name = 'message'): { path?: string; error?: string } {
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (record.success === false) {
    return { error: typeof record.message === 'string' && record.message ? record.message : '上传失败' };
  }
  const path = record[name];
  return typeof path === 'string' && path.trim() ? { path: path.trim() } : { error: '未知错误' };
}

type Upload =
  { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'error'; message: string };

/**
 * One upload or image cell.
 *
 * @example
 * <UploadCell column={column} value="files/a.pdf" onChange={(path) => save(path)} />
 */
export function UploadCell({
  column,
  value,
  onChange,
  session,
  disabled,
}: {
  column: LiveColumn;
  value: unknown;
  onChange: (path: string) => void;
  session?: UploadSessionFn;
  disabled?: boolean;
}) {
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const image = column.type === 'image';
  const path = typeof value === 'string' ? value : '';
  const address = imageAddress(path, column.action ?? DEFAULT_UPLOAD_ACTION) ?? path;

  const start = async (file: File) => {
    if (image && !file.type.startsWith('image/')) {
      setUpload({ status: 'error', message: `只能上传图片文件，${file.name} 不是图片` });
      return;
    }
    setUpload({ status: 'uploading', percent: 0 });
    try {
      const sent = sendUpload(uploadRequestOf(column, file, session), (percent) =>
        setUpload({ status: 'uploading', percent }),
      );
      const read = readUploadAnswer(await sent.answer, column.responseName);
      if (read.path === undefined) return setUpload({ status: 'error', message: read.error ?? '未知错误' });
      setUpload({ status: 'idle' });
      onChange(read.path);
    } catch (error) {
      setUpload({ status: 'error', message: error instanceof Error ? error.message : '未知错误' });
    }
  };

  if (upload.status === 'uploading') return <span className="dg-lt-upload">上传中({upload.percent}%)</span>;
  const picker = (label: string) => (
    <label className="dg-lt-upload-button">
      {label}
      <input
        type="file"
        aria-label={`${label}${column.title}`}
        accept={image ? 'image/*' : undefined}
        disabled={disabled}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void start(file);
        }}
      />
    </label>
  );
  if (upload.status === 'error') {
    return (
      <span className="dg-lt-upload">
        <span className="dg-lt-upload-error" title={upload.message}>
          上传失败
        </span>
        {picker('重新上传')}
      </span>
    );
  }
  if (!path) return picker(image ? '上传图片' : '上传文件');
  return (
    <span className="dg-lt-upload">
      <span className="dg-lt-upload-done" title={path}>
        ✓ 上传完成
      </span>
      {image && <img src={address} alt={column.title} className="dg-lt-upload-thumb" />}
      {column.allowDownload !== false && (
        <a href={address} download target="_blank" rel="noreferrer">
          下载
        </a>
      )}
      {column.allowRemove !== false && !disabled && (
        <button type="button" className="dg-lt-upload-link" onClick={() => onChange('')}>
          删除
        </button>
      )}
    </span>
  );
}
