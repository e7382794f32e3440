import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { ProjectSwitch } from './ProjectSwitch';

let server: ReturnType<typeof mockHttp> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  vi.unstubAllGlobals();
});

const projects = [
  { projectId: 'p1', projectName: '项目一', checked: true },
  { projectId: 'p2', projectName: '项目二', checked: false },
];

describe('the project switcher', () => {
  it('draws nothing while the user has no projects', async () => {
    server = mockHttp(() => ({ status: 200, body: envelope(200, '查询成功', []) }));
    const { container } = render(
      <AntApp>
        <ProjectSwitch />
      </AntApp>,
    );
    await waitFor(() => expect(server!.requests).toHaveLength(1));
    expect(server.requests[0].url).toBe('/sys/getCurrentProjectList');
    expect(container.querySelector('.ant-select')).toBeNull();
  });

  it('shows the checked project, and a switch posts the project and reloads at /', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server = mockHttp((request: MockRequest) =>
      request.url === '/sys/getCurrentProjectList'
        ? { status: 200, body: envelope(200, '查询成功', projects) }
        : { status: 200, body: envelope(200, '切换成功', null) },
    );
    render(
      <AntApp>
        <ProjectSwitch />
      </AntApp>,
    );
    expect(await screen.findByText('项目一')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '切换项目' }));
    await user.click(await screen.findByTitle('项目二'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.requests.find((r) => r.url === '/sys/switchProject')).toMatchObject({
      method: 'POST',
      data: { projectId: 'p2' },
    });
  });
});
