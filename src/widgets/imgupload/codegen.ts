import type { ImguploadOptions, ImguploadWidget } from '../../../schemas';
import { commentText, jsString, jsValue } from '../../designer/codegen/js';
import { h, raw } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { text } from '../../designer/codegen/options';
import type { EmitContext, WidgetCodegen } from '../../designer/codegen/types';

/** SPEC.md §5 and §9: at most 9 images when a design says nothing. */
const UPLOAD_MAX = 9;
/** Thumbnail size when a design says nothing (SPEC.md §9). */
const THUMBNAIL_SIZE = 100;
/** Qiniu's form-upload host of its default region, as src/widgets/imgupload/uploadRequest.ts uses. */
const QINIU_UPLOAD_HOST = 'https://upload.qiniup.com';

const whole = (value: unknown, fallback: number, least: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= least ? Math.floor(value) : fallback;

/** The library's file type and the status of an uploaded file. */
const LIBRARY = {
  element: { file: 'UploadUserFile', from: 'element-plus', done: 'success' },
  antd: { file: 'UploadFile', from: 'ant-design-vue', done: 'done' },
} as const;

/**
 * The thumbnail size (SPEC.md §9: 100×100 by default) as CSS under the upload's class. Element Plus
 * sizes picture cards by a custom property set on .el-upload and .el-upload-list themselves, so it is
 * set there; Ant Design Vue's CSS-in-JS selectors outweigh a class, hence !important.
 */
function thumbnailCss(ctx: EmitContext, className: string, width: number, height: number): string {
  if (ctx.ui === 'element') {
    const rows = [`  --el-upload-picture-card-size: ${width}px;`];
    const tall =
      width === height
        ? ''
        : `\n.${className} :deep(.el-upload--picture-card),\n.${className} :deep(.el-upload-list__item) {\n  height: ${height}px;\n}`;
    return `.${className} :deep(.el-upload),\n.${className} :deep(.el-upload-list) {\n${rows.join('\n')}\n}${tall}`;
  }
  return (
    `.${className} :deep(.ant-upload-select),\n.${className} :deep(.ant-upload-list-item-container) {\n` +
    `  width: ${width}px !important;\n  height: ${height}px !important;\n}`
  );
}

/** The helpers every upload of the form shares: file list ↔ model, and the address in an answer. */
function helpers(ctx: EmitContext): void {
  const { file, from, done } = LIBRARY[ctx.ui];
  ctx.typeImport(from, file);
  const image = ctx.ts ? '{ key: string; url: string }' : '';
  ctx.helper(
    'upload-files',
    `/** 表单数据里的图片 → 上传组件的文件列表。 */\n` +
      `function toUploadFiles(images${ctx.annotate(`${image}[]`)})${ctx.annotate(`${file}[]`)} {\n` +
      `  return images.map((image) => ({ ${ctx.ui === 'antd' ? 'uid: image.key, ' : ''}name: image.key, url: image.url, status: '${done}' }));\n}`,
  );
  ctx.helper(
    'upload-images',
    `/** 上传组件的文件列表 → 表单数据：只留上传成功、拿到了地址的图片。 */\n` +
      `function uploadedImages(files${ctx.annotate(`${file}[]`)}, urlOf${ctx.annotate('(answer: unknown) => string | undefined')})${ctx.annotate(`${image}[]`)} {\n` +
      `  return files.flatMap((file) => {\n` +
      `    const url = file.response === undefined ? file.url : urlOf(file.response);\n` +
      `    const key = ${ctx.ui === 'antd' ? 'file.uid' : 'file.response === undefined ? file.name : String(file.uid)'};\n` +
      `    return file.status === '${done}' && url ? [{ key, url }] : [];\n  });\n}`,
  );
}

/** The helper reading an action's answer: { url }, { result: url }, or JeecgBoot's { success, message: url }. */
function actionUrlHelper(ctx: EmitContext): void {
  ctx.helper(
    'upload-action-url',
    `/** 上传接口应答里的图片地址：{ result: 地址 }、{ result: { url } }、{ url }，或 JeecgBoot 的 { success: true, message: 地址 }。 */\n` +
      `function actionUrl(answer${ctx.annotate('unknown')})${ctx.annotate('string | undefined')} {\n` +
      `  const reply = ${ctx.ts ? '(answer ?? {}) as { success?: boolean; url?: unknown; result?: unknown; message?: unknown }' : 'answer ?? {}'};\n` +
      `  if (reply.success === false) return undefined;\n` +
      `  if (typeof reply.result === 'string' && reply.result) return reply.result;\n` +
      `  const result = reply.result${ctx.ts ? ' as { url?: unknown } | null | undefined' : ''};\n` +
      `  if (typeof result?.url === 'string' && result.url) return result.url;\n` +
      `  if (typeof reply.url === 'string' && reply.url) return reply.url;\n` +
      `  return reply.success === true && typeof reply.message === 'string' ? reply.message : undefined;\n}`,
  );
}

/** Qiniu's form upload: a token from the host function before each upload, the address from domain + key. */
function qiniu(
  widget: ImguploadWidget,
  ctx: EmitContext,
  options: ImguploadOptions,
): { data: string; urlOf: string } {
  const domain = (text(options.domain) ?? '').replace(/\/+$/, '');
  const tokenFunc = ctx.name(text(options.tokenFunc) ?? 'funcGetToken');
  const data = ctx.name(widget.model, 'UploadData');
  const urlOf = ctx.name(widget.model, 'Url');
  const raw = ctx.ui === 'element' ? 'UploadRawFile' : 'UploadFile';
  ctx.typeImport(LIBRARY[ctx.ui].from, raw);
  ctx.script(
    `/**\n * 七牛上传凭证（设计中的 tokenFunc）。\n * TODO: 从自己的服务器取上传凭证，例如 return (await fetch('/api/qiniu/token')).text();\n */\n` +
      `async function ${tokenFunc}()${ctx.annotate('Promise<string>')} {\n  return '';\n}\n\n` +
      `/** ${commentText(widget.name)}：七牛表单上传的字段，每次上传前取凭证。 */\n` +
      `async function ${data}(file${ctx.annotate(raw)}) {\n  return { token: await ${tokenFunc}(), key: \`\${Date.now()}_\${file.name}\` };\n}\n\n` +
      `/** ${commentText(widget.name)}：七牛应答 { key } 所指图片的地址。 */\n` +
      `function ${urlOf}(answer${ctx.annotate('unknown')})${ctx.annotate('string | undefined')} {\n` +
      `  const key = (answer${ctx.ts ? ' as { key?: unknown } | null' : ''})?.key;\n` +
      `  return typeof key === 'string' && key ? ${jsString(domain + '/')} + key : undefined;\n}`,
  );
  return { data, urlOf };
}

/**
 * imgupload → el-upload / a-upload with list-type="picture-card", images only, limit / max-count
 * (length, 9 by default), multiple, the action address (multipart `file`) or Qiniu's form upload (token
 * from a stub of the design's tokenFunc, address from domain + key). The file list lives in its own ref;
 * the model holds `[{ key, url }]` of the uploaded images. isDelete and min decide whether an image can
 * be removed. Not carried: isEdit (no replace button in either library), and the thumbnail size in Ant
 * Design Vue (fixed by its stylesheet; Element gets --el-upload-picture-card-size).
 *
 * @example
 * // <el-upload v-model:file-list="photosFiles" action="/upload" list-type="picture-card" accept="image/*" :limit="3">
 */
export const imguploadCodegen: WidgetCodegen<ImguploadWidget> = {
  type: 'imgupload',
  field(widget) {
    const options = widget.options;
    const images = (options.defaultValue ?? []).flatMap((item, index) =>
      typeof item?.url === 'string' && item.url
        ? [{ key: item.key ?? `image_${index + 1}`, url: item.url }]
        : [],
    );
    return {
      schema: schema.arrayOf(schema.object({ key: schema.string(), url: schema.string() })),
      initial: images,
    };
  },
  render(widget, ctx) {
    const options = widget.options;
    const { file } = LIBRARY[ctx.ui];
    helpers(ctx);
    ctx.vue('watch');
    const files = ctx.name(widget.model, 'Files');
    const value = ctx.model(widget);
    const target = options.isQiniu === true ? qiniu(widget, ctx, options) : undefined;
    if (!target) actionUrlHelper(ctx);
    ctx.script(
      `/**\n * ${commentText(widget.name)}：上传组件的文件列表；上传成功的图片以 { key, url } 写入表单数据。\n` +
        ` * 上传接口要登录凭证时，给上传组件加上 :headers（如 { 'X-Access-Token': token }）。\n */\n` +
        `const ${files} = ref${ctx.generic(`${file}[]`)}(toUploadFiles(${value}));\n` +
        `watch(${files}, (list) => {\n  ${value} = uploadedImages(list, ${target?.urlOf ?? 'actionUrl'});\n}, { deep: true });`,
    );
    ctx.onReset(`${files}.value = toUploadFiles(${value});`);
    const length = whole(options.length, UPLOAD_MAX, 1);
    const min = whole(options.min, 0, 0);
    const removable =
      options.isDelete === true ? (min > 0 ? `() => ${files}.length > ${min}` : undefined) : '() => false';
    const common = {
      [`v-model:file-list`]: files,
      action: target ? QINIU_UPLOAD_HOST : (text(options.action) ?? ''),
      ':data': target?.data,
      'list-type': 'picture-card',
      accept: 'image/*',
      multiple: options.multiple === true,
      disabled: options.disabled === true,
    };
    const plus = h('span', { style: 'font-size: 28px; color: #8c939d' }, [raw('+')]);
    const className = `upload-${widget.model.replace(/[^\w-]/g, '-')}`;
    const width = whole(options.size?.width, THUMBNAIL_SIZE, 1);
    ctx.style(className, thumbnailCss(ctx, className, width, whole(options.size?.height, width, 1)));
    if (ctx.ui === 'element') {
      const attrs = { ...common, limit: length, ':before-remove': removable, class: className };
      return [ctx.formItem(widget, h('el-upload', attrs, [plus]))];
    }
    const control = h(
      'a-upload',
      {
        ...common,
        'max-count': length,
        ':show-upload-list': options.isDelete === true ? undefined : jsValue({ showRemoveIcon: false }),
        '@remove': options.isDelete === true ? removable : undefined,
        class: className,
      },
      [h('div', { 'v-if': `${files}.length < ${length}` }, [plus])],
    );
    return [ctx.formItem(widget, control)];
  },
};
