import { describe, expect, it } from 'vitest';
import { ntkoFileOf } from './ntkoFile';

describe('the /ntko file parameter', () => {
  it('turns an upload path into the static download address', () => {
    expect(ntkoFileOf('files/20261124/年度报告.docx')).toEqual({
      name: '年度报告.docx',
      href: '/platform/sys/common/static/files/20261124/%E5%B9%B4%E5%BA%A6%E6%8A%A5%E5%91%8A.docx',
    });
  });

  it('keeps our own static and private addresses, and the name given', () => {
    expect(ntkoFileOf('/platform/sys/common/static/files/a.doc', '合同')).toEqual({
      name: '合同',
      href: '/platform/sys/common/static/files/a.doc',
    });
    expect(ntkoFileOf('/platform/sys/common/private/files/b.xlsx')).toEqual({
      name: 'b.xlsx',
      privatePath: '/sys/common/private/files/b.xlsx',
    });
  });

  it('refuses anything that is not one of our files', () => {
    for (const file of [
      'https://evil.example/x.doc',
      '//evil.example/x.doc',
      'javascript:alert(1)',
      '/etc/passwd',
      'files/../../secret.doc',
      'files/%2e%2e/secret.doc',
      '/platform/sys/user/list',
      '',
    ])
      expect(ntkoFileOf(file), file).toBeNull();
    expect(ntkoFileOf(null)).toBeNull();
  });
});
