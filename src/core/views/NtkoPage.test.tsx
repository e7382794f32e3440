import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { mockHttp } from '../../test/httpMock';
import { renderApp } from '../../test/renderApp';
import { storeLogin } from '../session/persisted';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  storeLogin({ token: 'tok', userInfo: ADMIN });
  server = mockHttp(() => undefined);
});
afterEach(() => {
  cleanup();
  server.restore();
});

describe('/ntko', () => {
  it('says the plug-in is gone and offers the file for download', async () => {
    renderApp('/ntko?file=files/20261124/report.docx&name=年度报告.docx', { permissions: PERMISSIONS });
    expect(await screen.findByText('在线文档编辑不可用')).toBeTruthy();
    expect(screen.getByText(/需要 NTKO 浏览器插件/)).toBeTruthy();
    const link = screen.getByRole('link', { name: /下载文件/ });
    expect(link.getAttribute('href')).toBe('/platform/sys/common/static/files/20261124/report.docx');
    expect(link.getAttribute('download')).toBe('年度报告.docx');
    expect(screen.getByText('年度报告.docx')).toBeTruthy();
  });

  it('refuses a file that is not ours, and says what to do without one', async () => {
    renderApp('/ntko?file=https%3A%2F%2Fevil.example%2Fx.doc', { permissions: PERMISSIONS });
    expect(await screen.findByText(/文件地址无效：只能下载本系统上传的文件/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /下载文件/ })).toBeNull();
    cleanup();
    renderApp('/ntko', { permissions: PERMISSIONS });
    expect(await screen.findByText(/没有指定要打开的文件/)).toBeTruthy();
  });
});
