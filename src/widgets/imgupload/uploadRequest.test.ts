import { describe, expect, it } from 'vitest';
import { actionUrl, imageAddress } from './uploadRequest';

describe('imageAddress (issue 16: the upload answers its path relative to the static base)', () => {
  it("serves JeecgBoot's relative message from the upload's sibling static route", () => {
    // server/modules/upload/routes.ts answers message = 'files/<day>/<name>', as CommonController does.
    const answer = { success: true, code: 200, message: 'files/20261124/ab.png' };
    expect(imageAddress(actionUrl(answer), '/platform/sys/common/upload')).toBe(
      '/platform/sys/common/static/files/20261124/ab.png',
    );
    expect(
      imageAddress('avatar/20261124/ab.png', 'https://h.example.com/jeecg-boot/sys/common/upload?biz=x'),
    ).toBe('https://h.example.com/jeecg-boot/sys/common/static/avatar/20261124/ab.png');
  });

  it("keeps our server's full result, absolute addresses and other servers' answers as they are", () => {
    const ours = {
      success: true,
      result: '/platform/sys/common/static/files/20261124/ab.png',
      message: 'files/20261124/ab.png',
    };
    expect(imageAddress(actionUrl(ours), '/platform/sys/common/upload')).toBe(ours.result);
    expect(imageAddress('https://cdn.example.com/a.png', '/platform/sys/common/upload')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(imageAddress('data:image/png;base64,AA', '/platform/sys/common/upload')).toBe(
      'data:image/png;base64,AA',
    );
    expect(imageAddress('temp/a_1.png', '/upload')).toBe('temp/a_1.png');
    expect(imageAddress(undefined, '/platform/sys/common/upload')).toBeUndefined();
  });
});
