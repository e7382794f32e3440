import { describe, expect, it } from 'vitest';
import type { ImguploadWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const upload = (options: ImguploadWidget['options']): ImguploadWidget => ({
  type: 'imgupload',
  name: '照片',
  key: 'imgupload_1',
  model: 'photos',
  options,
});

describe('imgupload codegen', () => {
  const action = upload({
    action: '/platform/sys/common/upload',
    length: 3,
    min: 1,
    isDelete: true,
    multiple: true,
    required: true,
  });
  const qiniu = upload({
    isQiniu: true,
    domain: 'https://cdn.example.com/',
    tokenFunc: 'funcGetToken',
    defaultValue: [{ url: 'https://cdn.example.com/a.png' }],
  });

  it('compiles in both libraries, to an action and to Qiniu', () => {
    expect(compileBoth(formWith(action))).toEqual({ element: [], antd: [] });
    expect(compileBoth(formWith(qiniu))).toEqual({ element: [], antd: [] });
  });

  it('draws a picture-card upload for images with the limit and the removal rule', () => {
    const element = generate(formWith(action), { ui: 'element', format: 'vue' });
    expect(element).toMatch(
      /<el-upload\s+v-model:file-list="photosFiles"\s+action="\/platform\/sys\/common\/upload"\s+list-type="picture-card"\s+accept="image\/\*"\s+multiple\s+:limit="3"\s+:before-remove="\(\) => photosFiles.length > 1"/,
    );
    expect(element).toContain('model.photos = uploadedImages(list, actionUrl);');
    const antd = generate(formWith(action), { ui: 'antd', format: 'vue' });
    expect(antd).toMatch(/:max-count="3"\s+@remove="\(\) => photosFiles.length > 1"/);
  });

  it('uploads to Qiniu with a token stub and the domain', () => {
    const code = generate(formWith(qiniu), { ui: 'element', format: 'vue' });
    expect(code).toContain('action="https://upload.qiniup.com"');
    expect(code).toContain(':data="photosUploadData"');
    expect(code).toContain('async function funcGetToken(): Promise<string> {');
    expect(code).toContain(
      "return typeof key === 'string' && key ? 'https://cdn.example.com/' + key : undefined;",
    );
    expect(code).toContain("photos: [{ key: 'image_1', url: 'https://cdn.example.com/a.png' }],");
  });

  it('blocks removal when isDelete is off', () => {
    expect(generate(formWith(upload({ action: '/u' })), { ui: 'element', format: 'vue' })).toContain(
      ':before-remove="() => false"',
    );
    expect(generate(formWith(upload({ action: '/u' })), { ui: 'antd', format: 'vue' })).toContain(
      ':show-upload-list="{ showRemoveIcon: false }"',
    );
  });

  it('sizes the thumbnails: a custom property in Element Plus, width and height in Ant Design Vue', () => {
    const design = formWith(upload({ action: '/u', size: { width: 80, height: 80 } }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain(
      '<style scoped>\n.upload-photos :deep(.el-upload),\n.upload-photos :deep(.el-upload-list) {\n  --el-upload-picture-card-size: 80px;\n}',
    );
    const page = generate(design, { ui: 'antd', format: 'html' });
    expect(page).toContain('.upload-photos .ant-upload-select,');
    expect(page).toContain('width: 80px !important;');
  });

  it('types the model as [{ key, url }]', () => {
    expect(modelSchema(formWith(action)).properties?.photos).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['key', 'url'] },
    });
  });
});
