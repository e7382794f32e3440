/**
 * What an upload may be, by its name and its first bytes, whichever way it arrives (a multipart POST or a
 * browser's direct upload to object storage): an allowed extension, of the category the caller asked for,
 * whose content is that format and no program.
 */
import { APP_ERR_UPLOAD_NOT_IMAGE, APP_ERR_UPLOAD_TYPE } from '../../errors';
import { CONTENT_TYPES, FILE_TYPES, IMAGE_EXTENSIONS } from '../filetype/types';
import {
  APP_ERR_UPLOAD_CATEGORY,
  APP_ERR_UPLOAD_CONTENT,
  APP_ERR_UPLOAD_EXECUTABLE,
  APP_ERR_UPLOAD_FILE_TYPE,
} from './errors';
import { sniff } from './magic';

/**
 * The lower-case extension of `filename` after its last dot, '' for none.
 *
 * @example
 * extensionOf('头像.PNG') // 'png'
 * extensionOf('noext')    // ''
 */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * The extension and content type `filename` is stored with, when its name is allowed and of `category`
 * (FileTypeCategory.type: 'image' for an image upload), else the refusal. `head` is checked when given.
 *
 * @example
 * acceptName('头像.PNG', 'image') // { extension: 'png', contentType: 'image/png' }
 * acceptName('合同.pdf', 'image') // throws 此处只能上传图片（jpg、jpeg、…），合同.pdf 不是
 */
export function acceptName(filename: string, category?: string): { extension: string; contentType: string } {
  const wanted = category ? FILE_TYPES.find((c) => c.type === category) : undefined;
  if (category && !wanted) throw new APP_ERR_UPLOAD_FILE_TYPE();
  const extension = extensionOf(filename);
  const contentType = CONTENT_TYPES.get(extension);
  if (!contentType)
    throw new APP_ERR_UPLOAD_TYPE(extension || '无扩展名', [...CONTENT_TYPES.keys()].join('、'));
  if (wanted && !wanted.extensions.includes(extension))
    throw new APP_ERR_UPLOAD_CATEGORY(wanted.name, wanted.extensions.join('、'), filename);
  return { extension, contentType };
}

/**
 * Refuses content that is a program, or not the format its extension names.
 *
 * @example
 * acceptContent('报告.pdf', 'pdf', Buffer.from('MZ…')) // throws 不允许上传可执行程序或脚本：报告.pdf
 */
export function acceptContent(filename: string, extension: string, head: Buffer): void {
  const verdict = sniff(extension, head);
  if (verdict === 'executable') throw new APP_ERR_UPLOAD_EXECUTABLE(filename);
  if (verdict === 'ok') return;
  if (IMAGE_EXTENSIONS.has(extension)) throw new APP_ERR_UPLOAD_NOT_IMAGE(filename);
  throw new APP_ERR_UPLOAD_CONTENT(filename, extension);
}
