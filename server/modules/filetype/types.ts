/**
 * The files the server accepts for upload, by category. A constant rather than a table: what may be
 * stored and served back is a security decision, not a setting to edit at run time. No type a browser
 * would run (html, svg, js) is among them.
 */
import type { FileTypeCategory } from '../../../schemas/index';

/** The largest upload, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Each category's extensions with the content type a file of that extension is served with. */
const CATEGORIES: ReadonlyArray<{
  type: FileTypeCategory['type'];
  name: string;
  types: Readonly<Record<string, string>>;
}> = [
  {
    type: 'image',
    name: '图片',
    types: {
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      bmp: 'image/bmp',
      webp: 'image/webp',
    },
  },
  {
    type: 'document',
    name: '文档',
    types: {
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xls: 'application/vnd.ms-excel',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ppt: 'application/vnd.ms-powerpoint',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      txt: 'text/plain; charset=utf-8',
    },
  },
  {
    type: 'archive',
    name: '压缩包',
    types: { zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed' },
  },
  { type: 'media', name: '音视频', types: { mp3: 'audio/mpeg', mp4: 'video/mp4' } },
];

/** Every category as GET /system/tConfigFiletype/queryByType answers it. */
export const FILE_TYPES: readonly FileTypeCategory[] = CATEGORIES.map(({ type, name, types }) => ({
  type,
  name,
  extensions: Object.keys(types),
  accept: Object.keys(types)
    .map((ext) => `.${ext}`)
    .join(','),
  maxSize: MAX_UPLOAD_BYTES,
}));

/** The content type of every allowed extension (lower case, no dot); nothing else may be uploaded. */
export const CONTENT_TYPES: ReadonlyMap<string, string> = new Map(
  CATEGORIES.flatMap((category) => Object.entries(category.types)),
);

/** The extensions whose content is checked to be an image. */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(
  FILE_TYPES.find((c) => c.type === 'image')?.extensions ?? [],
);

/**
 * The categories asked for: one by its key, or all of them for none.
 *
 * @example
 * fileTypes('image') // [{ type: 'image', name: '图片', extensions: ['jpg', ...], accept: '.jpg,...', maxSize: 10485760 }]
 * fileTypes()        // all four categories
 */
export function fileTypes(type?: string): FileTypeCategory[] {
  return FILE_TYPES.filter((category) => !type || category.type === type);
}
