import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('request logging', () => {
  it('hides session tokens carried in the query string', () => {
    expect(redactUrl('/platform/sys/permission/getUserPermissionByToken?token=q7G0abc_-')).toBe(
      '/platform/sys/permission/getUserPermissionByToken?token=***',
    );
    expect(redactUrl('/platform/sys/logout?a=1&TOKEN=xyz&b=2')).toBe(
      '/platform/sys/logout?a=1&TOKEN=***&b=2',
    );
    expect(redactUrl('/platform/sys/user/list?pageNo=1')).toBe('/platform/sys/user/list?pageNo=1');
  });
});
