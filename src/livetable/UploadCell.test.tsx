import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveTable, type LiveTableHandle } from './LiveTable';
import type { LiveColumn, LiveRow } from './types';

const sent = vi.hoisted(() => ({
  requests: [] as { url: string; headers: Record<string, string>; body: FormData }[],
  reply: (() => Promise.resolve({})) as (progress: (percent: number) => void) => Promise<unknown>,
}));

vi.mock('../widgets/imgupload/uploadRequest', async (original) => ({
  ...(await original<typeof import('../widgets/imgupload/uploadRequest')>()),
  sendUpload: (request: (typeof sent.requests)[number], progress: (percent: number) => void) => {
    sent.requests.push(request);
    return { answer: sent.reply(progress), abort: () => {} };
  },
}));

const session = () => ({ header: 'X-Access-Token', token: 'tok-1' });

function setup(columns: LiveColumn[], rows: LiveRow[]) {
  const ref = createRef<LiveTableHandle>();
  render(
    <App>
      <LiveTable
        ref={ref}
        columns={columns}
        rows={rows}
        height={300}
        toolbar={false}
        uploadSession={session}
      />
    </App>,
  );
  return { ref, user: userEvent.setup() };
}

const cell = (row: number, title: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === title);
  const rowElement = document.querySelector(`[aria-rowindex="${row + 2}"]`) as HTMLElement;
  return within(rowElement).getAllByRole('gridcell')[index];
};

const pdf = () => new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});
beforeEach(() => {
  sent.requests.length = 0;
});

describe('upload column', () => {
  it('posts file + isup=1 to our upload, shows 上传中(N%), then 上传完成 with 下载 and 删除', async () => {
    let finish: (answer: unknown) => void = () => {};
    sent.reply = (progress) =>
      new Promise((resolve) => {
        progress(40);
        finish = resolve;
      });
    const { ref, user } = setup([{ key: 'file', title: '附件', type: 'upload' }], [{ id: 1, file: '' }]);
    await user.upload(screen.getByLabelText('上传文件附件'), pdf());
    expect(cell(0, '附件')).toHaveTextContent('上传中(40%)');
    const [request] = sent.requests;
    expect(request.url).toBe('/platform/sys/common/upload');
    expect((request.body.get('file') as File).name).toBe('a.pdf');
    expect(request.body.get('isup')).toBe('1');
    expect(request.headers).toEqual({});
    finish({ success: true, message: 'files/20261124/a.pdf' });
    await waitFor(() => expect(cell(0, '附件')).toHaveTextContent('✓ 上传完成'));
    expect(within(cell(0, '附件')).getByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      '/platform/sys/common/static/files/20261124/a.pdf',
    );
    expect(ref.current!.getValues().rows[0].file).toBe('files/20261124/a.pdf');
    await user.click(within(cell(0, '附件')).getByRole('button', { name: '删除' }));
    expect(ref.current!.getValues().rows[0].file).toBe('');
    expect(within(cell(0, '附件')).getByText('上传文件')).toBeInTheDocument();
  });

  it('sends the token header only when the column asks and only to our own origin; reads responseName', async () => {
    sent.reply = () => Promise.resolve({ success: true, result: 'x/b.pdf' });
    const { ref, user } = setup(
      [
        { key: 'a', title: '甲', type: 'upload', token: true, responseName: 'result' },
        { key: 'b', title: '乙', type: 'upload', token: true, action: 'https://files.example.com/up' },
      ],
      [{ id: 1, a: '', b: '' }],
    );
    await user.upload(screen.getByLabelText('上传文件甲'), pdf());
    await user.upload(screen.getByLabelText('上传文件乙'), pdf());
    expect(sent.requests.map((r) => r.headers)).toEqual([{ 'X-Access-Token': 'tok-1' }, {}]);
    await waitFor(() => expect(ref.current!.getValues().rows[0].a).toBe('x/b.pdf'));
    expect(cell(0, '乙')).toHaveTextContent('上传失败');
    expect(within(cell(0, '乙')).getByTitle('未知错误')).toBeInTheDocument();
  });

  it('turns success: false into 上传失败 with the server message, and hides 下载 / 删除 when the column says so', async () => {
    sent.reply = () => Promise.resolve({ success: false, message: '文件超过 10 MB，请压缩后再上传' });
    const { ref, user } = setup(
      [{ key: 'f', title: '附件', type: 'upload', allowDownload: false, allowRemove: false }],
      [
        { id: 1, f: '' },
        { id: 2, f: 'files/c.pdf' },
      ],
    );
    await user.upload(screen.getByLabelText('上传文件附件'), pdf());
    await waitFor(() => expect(cell(0, '附件')).toHaveTextContent('上传失败'));
    expect(within(cell(0, '附件')).getByTitle('文件超过 10 MB，请压缩后再上传')).toBeInTheDocument();
    expect(ref.current!.getValues().rows[0].f).toBe('');
    expect(cell(1, '附件')).toHaveTextContent('✓ 上传完成');
    expect(within(cell(1, '附件')).queryByRole('link')).toBeNull();
    expect(within(cell(1, '附件')).queryByRole('button')).toBeNull();
  });
});

describe('image column', () => {
  it('takes images only and shows the uploaded picture', async () => {
    sent.reply = () => Promise.resolve({ success: true, message: 'files/p.png' });
    const { ref } = setup([{ key: 'pic', title: '图片', type: 'image' }], [{ id: 1, pic: '' }]);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('上传图片图片');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, pdf());
    expect(sent.requests).toHaveLength(0);
    expect(within(cell(0, '图片')).getByTitle('只能上传图片文件，a.pdf 不是图片')).toHaveTextContent(
      '上传失败',
    );
    await user.upload(screen.getByLabelText('重新上传图片'), new File(['x'], 'p.png', { type: 'image/png' }));
    await waitFor(() => expect(ref.current!.getValues().rows[0].pic).toBe('files/p.png'));
    expect(within(cell(0, '图片')).getByRole('img', { name: '图片' })).toHaveAttribute(
      'src',
      '/platform/sys/common/static/files/p.png',
    );
  });
});
