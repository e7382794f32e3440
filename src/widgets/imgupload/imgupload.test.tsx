import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate } from '../../../schemas';
import { renderWidgets } from '../../test/renderWidgets';
import { fakeUploadServer } from '../../test/fakeUploadServer';
import { setTestToken } from '../../test/testHost';
import { imguploadWidget } from '.';
import type { ImguploadOptions, ImguploadWidget } from '../../../schemas';

const png = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
const stored = (...urls: string[]) => urls.map((url, index) => ({ key: `k${index}`, url }));

const widget = (options: ImguploadOptions): ImguploadWidget => ({
  type: 'imgupload',
  name: '照片',
  key: 'imgupload_1',
  model: 'photos',
  options: { action: '/platform/sys/common/upload', ...options },
});

async function model(form: ReturnType<typeof renderWidgets>) {
  let data: unknown;
  await act(async () => {
    data = await form.current().getData();
  });
  return data;
}

// Files are chosen as a user can with the picker's "all files" filter, past accept="image/*".
const setup = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('选择图片文件');
const servers: Array<{ close: () => Promise<void> }> = [];
const jsdom = (globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } }).jsdom;
const startUrl = window.location.href;

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  jsdom.reconfigure({ url: startUrl });
  setTestToken(null);
});

describe('imgupload (SPEC.md §4 upload item, §5 image upload rules, §7 image upload, §9 limits)', () => {
  it('§5: refuses a file that is not an image, with a message, and sends nothing (Element flavour)', async () => {
    const form = renderWidgets([imguploadWidget], [widget({})], { ui: 'Element' });
    const user = setup();
    await user.upload(await screen.findByLabelText('选择图片文件'), pdf());
    expect(screen.getByRole('alert')).toHaveTextContent('只能上传图片，已拒绝：a.pdf');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(picker()).toHaveAttribute('accept', 'image/*');
    expect(await model(form)).toEqual({ photos: [] });
  });

  it('§5: length is the most images: extra files are ignored and at the limit the add button is gone', async () => {
    const server = await fakeUploadServer(() => [200, { url: '/uploaded.png' }]);
    servers.push(server);
    const images = stored('/a.png');
    const form = renderWidgets(
      [imguploadWidget],
      [widget({ length: 2, multiple: true, action: server.url('/upload'), defaultValue: images })],
    );
    const user = setup();
    await user.upload(await screen.findByLabelText('选择图片文件'), [png('b.png'), png('c.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('最多上传 2 张，已忽略 1 张');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-busy', 'false'));
    expect(server.received).toHaveLength(1);
    expect(((await model(form)) as { photos: unknown[] }).photos).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
  });

  it('§9: size sets the thumbnails; without length, up to 9 may be added', async () => {
    const urls = Array.from({ length: 8 }, (_, i) => `/${i}.png`);
    renderWidgets(
      [imguploadWidget],
      [widget({ size: { width: 80, height: 60 }, defaultValue: stored(...urls) })],
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveStyle({ width: '80px', height: '60px' });
    expect(screen.getByRole('button', { name: '上传图片' })).toHaveStyle({ width: '80px', height: '60px' });
  });

  it('§5: min blocks deletion when the list is at or below it', async () => {
    const form = renderWidgets(
      [imguploadWidget],
      [widget({ isDelete: true, min: 1, defaultValue: stored('/a.png', '/b.png') })],
    );
    const user = setup();
    const deletes = await screen.findAllByRole('button', { name: '删除' });
    expect(deletes).toHaveLength(2);
    await user.click(deletes[0]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(await model(form)).toEqual({ photos: [{ key: 'k1', url: '/b.png' }] });
  });

  it('§7: posts the file to the action with the session token, shows progress, then stores { key, url }', async () => {
    const server = await fakeUploadServer(() => [200, { success: true, code: 200, message: 'temp/a_1.png' }]);
    servers.push(server);
    // The page is served from the upload server's origin, so the relative action is same-origin.
    jsdom.reconfigure({ url: server.url('/') });
    setTestToken('token-abc');
    const form = renderWidgets([imguploadWidget], [widget({ action: '/upload', multiple: true })]);
    const user = setup();
    await user.upload(await screen.findByLabelText('选择图片文件'), png());
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
    // The server has answered: 100 % for form-making's 200 ms, then the settled thumbnail.
    expect(await screen.findByLabelText('上传中 100%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('listitem').querySelector('img.ant-image-img')).toHaveAttribute(
      'src',
      'temp/a_1.png',
    );

    const [request] = server.received;
    expect(request.path).toBe('/upload');
    expect(request.headers['x-access-token']).toBe('token-abc');
    expect(request.fields).toEqual([['file', { filename: 'a.png', type: 'image/png', size: 4 }]]);
    const data = (await model(form)) as { photos: Array<{ key: string; url: string }> };
    expect(data.photos).toEqual([{ key: expect.stringMatching(/^\d+_[a-z0-9]+$/), url: 'temp/a_1.png' }]);
  });

  it('§4: a failed upload, or one without a url, is removed; the session token never goes cross-origin', async () => {
    const answers: Array<[number, unknown]> = [
      [500, { success: false, message: '服务器错误' }],
      [200, { success: true, code: 200 }],
    ];
    const server = await fakeUploadServer(() => answers.shift()!);
    servers.push(server);
    setTestToken('token-abc');
    const form = renderWidgets([imguploadWidget], [widget({ action: server.url('/upload') })]);
    const user = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.upload(await screen.findByLabelText('选择图片文件'), png());
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    await user.upload(picker(), png('b.png'));
    await waitFor(() => expect(server.received).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    expect(server.received.every((request) => request.headers['x-access-token'] === undefined)).toBe(true);
    expect(await model(form)).toEqual({ photos: [] });
  });

  it('§7: Qiniu form upload posts token, key and file to the upload host; the url is domain + key', async () => {
    const server = await fakeUploadServer(() => [200, { hash: 'FhX', key: 'stored-key' }]);
    servers.push(server);
    setTestToken('token-abc');
    // The host's token function names its bucket's upload host; the design's demo action is not used.
    const funcGetToken = (resolve: (answer: unknown) => void) =>
      resolve({ token: 'qiniu-up-token', uploadHost: server.url('/qiniu') });
    const options = {
      isQiniu: true,
      domain: 'https://cdn.example.com/',
      tokenFunc: 'funcGetToken',
      action: 'https://jsonplaceholder.typicode.com/photos/',
    };
    const form = renderWidgets([imguploadWidget], [widget(options)], {}, { remote: { funcGetToken } });
    const user = setup();
    await user.upload(await screen.findByLabelText('选择图片文件'), png());
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'false'));

    const [request] = server.received;
    expect(request.path).toBe('/qiniu');
    const [token, key, file] = request.fields;
    expect(token).toEqual(['token', 'qiniu-up-token']);
    expect(key).toEqual(['key', expect.stringMatching(/^\d+_[a-z0-9]+$/)]);
    expect(file).toEqual(['file', { filename: 'a.png', type: 'image/png', size: 4 }]);
    expect(request.headers['x-access-token']).toBeUndefined();
    expect(await model(form)).toEqual({
      photos: [{ key: key[1], url: 'https://cdn.example.com/stored-key' }],
    });
  });

  it('§3: isEdit replaces an image in place; disabled offers no add, replace or delete', async () => {
    const server = await fakeUploadServer(() => [200, { url: 'https://img.example.com/new.png' }]);
    servers.push(server);
    const images = stored('/a.png', '/b.png');
    const form = renderWidgets(
      [imguploadWidget],
      [
        widget({ isEdit: true, action: server.url('/upload'), defaultValue: images }),
        {
          ...widget({ isEdit: true, isDelete: true, disabled: true, defaultValue: images }),
          key: 'img_2',
          model: 'locked',
        },
      ],
    );
    const user = setup();
    const [replaceFirst] = await screen.findAllByRole('button', { name: '替换' });
    expect(screen.getAllByRole('button', { name: '替换' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '上传图片' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await user.click(replaceFirst);
    await user.upload(screen.getAllByLabelText('选择图片文件')[0], png('new.png'));
    await waitFor(async () =>
      expect(((await model(form)) as { photos: unknown[] }).photos).toEqual([
        { key: expect.stringMatching(/^\d+_[a-z0-9]+$/), url: 'https://img.example.com/new.png' },
        { key: 'k1', url: '/b.png' },
      ]),
    );
  });

  it('§3: its palette scaffold is a valid widget and its property panel a valid design', () => {
    const { scaffold, panel } = imguploadWidget.design!;
    expect(validate('Widget', { ...scaffold, key: 'imgupload_1', model: 'imgupload_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
