import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { testDataHost as host } from '../../test/testHost';
import { refusalReason } from './refusal';

function failed(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('the reason of a refused page action', () => {
  it("gives a 403's own message, which the catalogue's 拒绝访问 leaves out", () => {
    const message = '不能授予角色「财务」：它包含您自己没有的权限（用户管理）';
    expect(refusalReason(failed(403, { success: false, code: 403, message }), host)).toBe(message);
  });

  it('gives nothing for other statuses, bare refusals and non-HTTP errors', () => {
    expect(refusalReason(failed(404, { success: false, message: '用户不存在' }), host)).toBeUndefined();
    expect(refusalReason(failed(403, { success: false, message: '拒绝访问' }), host)).toBeUndefined();
    expect(refusalReason(failed(403, '<html>'), host)).toBeUndefined();
    expect(refusalReason(new Error('boom'), host)).toBeUndefined();
  });
});
