/**
 * Qiniu's form-upload host of its default (East China, z0) region. For a bucket elsewhere the host's
 * token function answers `{ token, uploadHost }` (for example https://upload-z2.qiniup.com).
 */
export const QINIU_UPLOAD_HOST = 'https://upload.qiniup.com';

/** The signed-in session as the data host hands it: the header it travels in and the token. */
export interface UploadSession {
  header: string;
  token: string;
}

/** One multipart POST, ready to send: where, which headers, which body. */
export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

function sameOrigin(address: string): boolean {
  try {
    return new URL(address, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The request of an upload to the widget's action address (SPEC.md §7): a multipart POST of the field
 * `file`. The session token rides along as X-Access-Token only when the address is on this site's own
 * origin, so an action pointing elsewhere never receives a user's session.
 *
 * @example
 * actionRequest(file, '/platform/sys/common/upload', host.sessionToken()) // { url: '/platform/sys/common/upload', headers: { 'X-Access-Token': '…' }, body }
 */
export function actionRequest(file: File, action: string, session?: UploadSession | null): UploadRequest {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> =
    session && sameOrigin(action) ? { [session.header]: session.token } : {};
  return { url: action, headers, body };
}

/**
 * The request of Qiniu's form upload: a multipart POST to the upload host with the fields token, key
 * and file (file last, as Qiniu requires). No session header: the upload token is the credential.
 *
 * @example
 * qiniuRequest(file, { token: 'upToken', key: '1700000000000_123' }) // POST https://upload.qiniup.com
 */
export function qiniuRequest(
  file: File,
  { token, key, host }: { token: string; key: string; host?: string },
): UploadRequest {
  const body = new FormData();
  body.append('token', token);
  body.append('key', key);
  body.append('file', file);
  return { url: host || QINIU_UPLOAD_HOST, headers: {}, body };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The image address in an action's answer, or undefined when there is none (the item is then dropped,
 * SPEC.md §4). Read in this order: a JeecgBoot envelope with `success: false` has none; then `result`
 * when it is the address itself, `result.url`, a plain `{ url }` (form-making's own server), and last
 * the envelope's `message` when `success` is true (JeecgBoot's /sys/common/upload answers the stored
 * path there).
 *
 * @example
 * actionUrl({ success: true, message: 'temp/a_1700.png', code: 200 }) // 'temp/a_1700.png'
 * actionUrl({ url: 'https://cdn.example.com/a.png' }) // 'https://cdn.example.com/a.png'
 */
export function actionUrl(answer: unknown): string | undefined {
  if (!isRecord(answer) || answer.success === false) return undefined;
  const result = answer.result;
  return (
    nonEmpty(result) ??
    (isRecord(result) ? nonEmpty(result.url) : undefined) ??
    nonEmpty(answer.url) ??
    (answer.success === true ? nonEmpty(answer.message) : undefined)
  );
}

/**
 * The address to show an uploaded image at. JeecgBoot's /sys/common/upload answers in `message` the
 * stored path relative to its static base ('files/20261124/a.png'), which its client prefixes: a relative
 * path from that upload is served by the action's sibling …/sys/common/static/. Any other answer is kept
 * as it is (absolute addresses, and other servers' paths, which the design's own server decides).
 *
 * @example
 * imageAddress('files/20261124/a.png', '/platform/sys/common/upload') // '/platform/sys/common/static/files/20261124/a.png'
 * imageAddress('/platform/sys/common/static/x.png', '/platform/sys/common/upload') // unchanged
 * imageAddress('temp/a.png', '/upload') // unchanged
 */
export function imageAddress(address: string | undefined, action: string | undefined): string | undefined {
  if (!address || !action || /^([a-z][a-z\d+.-]*:|\/)/i.test(address)) return address;
  const upload = /\/sys\/common\/upload\/?(\?.*)?$/.exec(action);
  return upload ? `${action.slice(0, upload.index)}/sys/common/static/${address}` : address;
}

/**
 * The image address after a Qiniu upload: the bucket's domain joined to the stored key with one '/'.
 *
 * @example
 * qiniuUrl({ hash: 'Fh…', key: 'a.png' }, 'https://cdn.example.com/') // 'https://cdn.example.com/a.png'
 */
export function qiniuUrl(answer: unknown, domain: string): string | undefined {
  const key = isRecord(answer) ? nonEmpty(answer.key) : undefined;
  if (!key || !domain) return undefined;
  return `${domain.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`;
}

/** A request in flight: its answer (parsed JSON) and a way to abandon it. */
export interface PendingUpload {
  answer: Promise<unknown>;
  abort(): void;
}

/**
 * Sends an upload with XMLHttpRequest, the one browser API that reports upload progress. Resolves
 * the parsed JSON answer of a 2xx; rejects on a network error, another status or a non-JSON answer.
 *
 * @example
 * const { answer } = sendUpload(actionRequest(file, '/upload'), (percent) => console.log(percent));
 */
export function sendUpload(request: UploadRequest, onProgress: (percent: number) => void): PendingUpload {
  const xhr = new XMLHttpRequest();
  const answer = new Promise<unknown>((resolve, reject) => {
    xhr.open('POST', request.url, true);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`上传失败（HTTP ${xhr.status}）`));
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new Error('上传失败：服务器的回答不是 JSON'));
      }
    };
    xhr.onerror = () => reject(new Error('上传失败：网络异常'));
    xhr.onabort = () => reject(new Error('上传已取消'));
    xhr.send(request.body);
  });
  return { answer, abort: () => xhr.abort() };
}
