/**
 * A page's declared remote source (config.remote) read through the query cache (issue 14): the selects
 * of one form asking the same source make one request, and both draw its answer.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageConfig, SelectWidget } from '../../../schemas';
import { roleRecord } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { selectWidget } from '../select';

const ROLES = [roleRecord({ id: 'r1', roleName: '管理员' }), roleRecord({ id: 'r2', roleName: '财务' })];

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) =>
    request.url === '/sys/role/queryall' ? { status: 200, body: envelope(200, '', ROLES) } : undefined,
  );
});
afterEach(() => server.restore());

const roleSelect = (key: string, name: string): SelectWidget => ({
  type: 'select',
  name,
  key,
  model: key,
  options: { remote: true, remoteFunc: 'funcRoles', props: { value: 'id', label: 'roleName' } },
});

describe('remote sources of a page (SPEC.md §7)', () => {
  it('two selects on the same source make one request and both offer its records', async () => {
    const user = userEvent.setup();
    // A page's config: a form design's config plus its declared sources.
    const config: PageConfig = {
      remote: { funcRoles: { api: '/sys/role/queryall' } },
    };
    renderWidgets([selectWidget], [roleSelect('main', '主角色'), roleSelect('extra', '副角色')], config);
    const [, second] = await screen.findAllByRole('combobox');
    await user.click(second!);
    await screen.findByRole('listbox');
    const offered = await within(document.body).findAllByText(/管理员|财务/, {
      selector: '.ant-select-item-option-content',
    });
    expect(offered.map((node) => node.textContent)).toEqual(['管理员', '财务']);
    expect(server.requests.filter((r) => r.url === '/sys/role/queryall')).toHaveLength(1);
  });
});
