import type { ImguploadWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgImgUpload } from './DgImgUpload';
import { imguploadDesign } from './design';
import { storedImages } from './useImageList';

/** SPEC.md §5 and §9: at most 9 images when a design says nothing (the designer itself proposes 8). */
export const UPLOAD_MAX = 9;
/** Thumbnail size when a design says nothing (SPEC.md §9). */
export const THUMBNAIL_SIZE = 100;

const whole = (value: unknown, fallback: number, least: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= least ? Math.floor(value) : fallback;

/**
 * imgupload: uploads images (SPEC.md §3, §5, §7); the value is `[{ key, url }]`. Options: length (most
 * images, default 9), min (at or below it nothing can be deleted), size {width, height} of thumbnails
 * (default 100×100), multiple, isDelete, isEdit (replace), disabled, width, required, defaultValue;
 * action (multipart POST of `file`), or isQiniu with domain and tokenFunc/token for Qiniu's form upload
 * (the token function may answer `{ token, uploadHost }` for a bucket outside the default region).
 *
 * @example
 * { type: 'imgupload', name: '照片', key: 'imgupload_1', model: 'photos', options: { action: '/platform/sys/common/upload', length: 3, isDelete: true } }
 */
export const imguploadWidget = defineWidget<ImguploadWidget>({
  type: 'imgupload',
  components: { DgImgUpload },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'array'),
      default: storedImages(options.defaultValue),
      'x-component': 'DgImgUpload',
      'x-component-props': {
        target: {
          isQiniu: options.isQiniu === true,
          action: options.action || undefined,
          domain: options.domain || undefined,
          token: options.token || undefined,
          tokenFunc: options.tokenFunc || undefined,
        },
        size: {
          width: whole(options.size?.width, THUMBNAIL_SIZE, 1),
          height: whole(options.size?.height, THUMBNAIL_SIZE, 1),
        },
        length: whole(options.length, UPLOAD_MAX, 1),
        min: whole(options.min, 0, 0),
        multiple: options.multiple === true,
        isDelete: options.isDelete === true,
        isEdit: options.isEdit === true,
        style: controlStyle(options.width),
      },
    };
  },
  design: imguploadDesign,
});
