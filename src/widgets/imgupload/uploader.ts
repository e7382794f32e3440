import type { RemoteFunction } from '../../runtime';
import { callHost } from '../shared/remote';
import {
  actionRequest,
  actionUrl,
  imageAddress,
  qiniuRequest,
  qiniuUrl,
  sendUpload,
  type UploadSession,
} from './uploadRequest';

/** A design problem an admin must fix (no action address, no token): shown, unlike upload failures. */
export class UploadConfigError extends Error {}

/** Where the widget's images go, from its options (SPEC.md §5, §7). */
export interface UploadTarget {
  isQiniu: boolean;
  /** The action address (not used with isQiniu: form-making designs carry a demo action even then). */
  action?: string;
  domain?: string;
  /** A fixed token from the design; the host's token function wins when it exists. */
  token?: string;
  tokenFn?: RemoteFunction;
  /** The signed-in session's header and token (the data host's sessionToken), sent to a same-origin action. */
  session?: UploadSession | null;
}

/** One started upload: the image address (undefined when the server named none) and a way to stop it. */
export interface StartedUpload {
  url: Promise<string | undefined>;
  abort(): void;
}

/**
 * The upload token, asked of the host for each upload (tokens expire). The host answers the token, as
 * form-making's hosts do, or `{ token, uploadHost }` when its bucket is outside Qiniu's default region.
 */
async function qiniuToken({ tokenFn, token }: UploadTarget): Promise<{ token: string; host?: string }> {
  const answer = tokenFn ? await callHost(tokenFn) : token;
  if (typeof answer === 'string' && answer !== '') return { token: answer };
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'token' in answer &&
    typeof answer.token === 'string'
  ) {
    const host =
      'uploadHost' in answer && typeof answer.uploadHost === 'string' ? answer.uploadHost : undefined;
    return { token: answer.token, host };
  }
  throw new UploadConfigError('未取得云存储上传凭证：请检查 tokenFunc');
}

/**
 * Starts uploading one image to the widget's target: the action address, or Qiniu with a token asked
 * of the host's token function for each upload.
 *
 * @example
 * const { url } = startUpload(file, '1700000000000_42', { isQiniu: false, action: '/platform/sys/common/upload' }, setPercent);
 */
export function startUpload(
  file: File,
  key: string,
  target: UploadTarget,
  onProgress: (percent: number) => void,
): StartedUpload {
  if (!target.isQiniu) {
    if (!target.action) {
      return { url: Promise.reject(new UploadConfigError('未配置上传地址（action）')), abort: () => {} };
    }
    const sent = sendUpload(actionRequest(file, target.action, target.session), onProgress);
    const action = target.action;
    return { url: sent.answer.then((answer) => imageAddress(actionUrl(answer), action)), abort: sent.abort };
  }
  const domain = target.domain;
  if (!domain) {
    return { url: Promise.reject(new UploadConfigError('未配置云存储域名（domain）')), abort: () => {} };
  }
  let abort = () => {};
  let aborted = false;
  const url = qiniuToken(target).then(({ token, host }) => {
    if (aborted) throw new Error('上传已取消');
    const sent = sendUpload(qiniuRequest(file, { token, key, host }), onProgress);
    abort = sent.abort;
    return sent.answer.then((answer) => qiniuUrl(answer, domain));
  });
  return {
    url,
    abort: () => {
      aborted = true;
      abort();
    },
  };
}
