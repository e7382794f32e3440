import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockHttp } from '../../test/httpMock';
import { testDataHost as host } from '../../test/testHost';
import { duplicateValidator } from './duplicateCheck';

let server: ReturnType<typeof mockHttp> | undefined;
afterEach(() => server?.restore());

describe('duplicate check while typing (SPEC.md §5, §7)', () => {
  it('shows the server message for a taken value and sends the record id when editing', async () => {
    server = mockHttp((request) =>
      request.url === '/sys/duplicate/check'
        ? { status: 200, body: { ...envelope(200, '该值不可用，系统中已存在！'), success: false } }
        : undefined,
    );
    const { validator } = duplicateValidator({ tableName: 'sys_user', fieldName: 'username' }, host);
    const message = await validator!('admin', {}, { form: { values: { id: 'u1' } } });
    expect(message).toBe('该值不可用，系统中已存在！');
    expect(server.requests[0]!.uri).toContain(
      'tableName=sys_user&fieldName=username&fieldVal=admin&dataId=u1',
    );
  });

  it('asks once for a word typed quickly; the superseded keystrokes pass', async () => {
    server = mockHttp(() => ({ status: 200, body: envelope(200, '该值可用！') }));
    const { validator } = duplicateValidator({ tableName: 'sys_user', fieldName: 'username' }, host);
    const answers = await Promise.all(['z', 'zh', 'zha'].map((v) => validator!(v, {}, {})));
    expect(answers).toEqual(['', '', '']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.uri).toContain('fieldVal=zha');
  });

  it('lets the value pass when the server cannot answer (the save is checked again there)', async () => {
    server = mockHttp(() => 'network');
    const { validator } = duplicateValidator({ tableName: 'sys_user', fieldName: 'phone' }, host);
    expect(await validator!('13800138000', {}, {})).toBe('');
  });
});
