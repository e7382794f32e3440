import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepartTreeNode, TreeWidget } from '../../../schemas';
import { departNode } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { treeWidget } from '.';

/** titleModel: the chosen department's name beside its id, for confirmations that name it (issue 13). */

const node = (id: string, departName: string, children?: DepartTreeNode[]) =>
  departNode({ id, departName }, children);

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) =>
    request.url === '/sys/sysDepart/queryTreeList'
      ? { status: 200, body: envelope(200, '', [node('A01', '总部', [node('A01A01', '研发部')])]) }
      : undefined,
  );
});
afterEach(() => server.restore());

const tree: TreeWidget = {
  type: 'tree',
  key: 'tree_1',
  model: 'depart',
  options: {
    api: '/sys/sysDepart/queryTreeList',
    titleModel: 'departName',
    fieldNames: { key: 'id', title: 'departName', children: 'children' },
  },
};

describe('a tree with titleModel', () => {
  it("writes the chosen node's title beside its key, and clears it with the selection", async () => {
    const page = renderWidgets([treeWidget], [tree]);
    await userEvent.click(await screen.findByText('研发部'));
    await waitFor(() =>
      expect(page.current().form.values).toMatchObject({ depart: 'A01A01', departName: '研发部' }),
    );
    act(() => page.current().setData({ depart: 'A01' }));
    await waitFor(() => expect(page.current().form.values.departName).toBe('总部'));
    act(() => page.current().setData({ depart: undefined }));
    await waitFor(() => expect(page.current().form.values.departName).toBeUndefined());
  });
});
