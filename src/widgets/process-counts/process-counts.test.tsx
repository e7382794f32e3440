import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { processCountsWidget } from '.';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) =>
    request.url === '/process/task/todoCounts'
      ? { status: 200, body: envelope(200, '', { assigned: 3, claimable: 12 }) }
      : undefined,
  );
});
afterEach(() => server.restore());

describe('process-counts: 我的待办 counts', () => {
  it('shows 待办 and 可认领 from task/todoCounts', async () => {
    renderWidgets([processCountsWidget], [{ type: 'process-counts', key: 'counts_1', options: {} }]);
    const box = screen.getByTestId('process-counts');
    await waitFor(() => expect(box).toHaveTextContent('待办3可认领12'));
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = processCountsWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'counts_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
