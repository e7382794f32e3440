import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { newId } from '../../db/ids';
import { dialects, type TestDatabase } from '../../testing/test-db';
import * as password from './password';
import { lockedUntil, signIn } from './service';

vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password')>();
  return {
    ...original,
    burnVerification: vi.fn(original.burnVerification),
    verifyPassword: vi.fn(original.verifyPassword),
  };
});

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 0, 1, 10, minute, second));
const iso = (minute: number, second = 0) => at(minute, second).toISOString();

describe('the lockout rule', () => {
  it('locks for 10 minutes from the fifth failure within 10 minutes', () => {
    const failures = [iso(0), iso(2), iso(4), iso(6), iso(8)];

    expect(lockedUntil(failures, at(8))).toEqual(at(18));
    expect(lockedUntil(failures, at(17, 59))).toEqual(at(18));
    expect(lockedUntil(failures, at(18))).toBeNull();
  });

  it('does not lock for four failures, or five spread over more than 10 minutes', () => {
    expect(lockedUntil([iso(0), iso(1), iso(2), iso(3)], at(4))).toBeNull();
    expect(lockedUntil([iso(0), iso(3), iso(6), iso(9), iso(10, 1)], at(10, 2))).toBeNull();
  });

  it('finds a run of five anywhere in the list, and the latest lock wins', () => {
    const failures = [iso(0), iso(20), iso(21), iso(22), iso(23), iso(24), iso(25)];

    expect(lockedUntil(failures, at(26))).toEqual(at(35));
  });
});

describe('sign-in timing', () => {
  let database: TestDatabase;
  const origin = { ip: '127.0.0.1', userAgent: 'vitest', method: 'POST' };
  beforeAll(async () => {
    database = await dialects()[0].open();
    await migrateToLatest(database.db);
    await database.db
      .insertInto('sys_user')
      .values({
        id: newId(),
        username: 'known',
        realname: '已知用户',
        password_hash: await password.hashPassword('right'),
        avatar: null,
        sex: null,
        birthday: null,
        email: null,
        phone: null,
        org_code: null,
        work_no: null,
        post: null,
        created_by: null,
        created_at: at(0).toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();
  });
  afterAll(() => database?.destroy());

  it('spends one argon2 verification on an unknown user, as on a wrong password', async () => {
    vi.mocked(password.burnVerification).mockClear();
    vi.mocked(password.verifyPassword).mockClear();

    await expect(
      signIn(database.db, { username: 'unknown', password: 'guess' }, origin, at(1)),
    ).rejects.toThrow('用户名或密码错误');
    expect(password.burnVerification).toHaveBeenCalledWith('guess');

    await expect(
      signIn(database.db, { username: 'known', password: 'guess' }, origin, at(1)),
    ).rejects.toThrow('用户名或密码错误');
    expect(password.burnVerification).toHaveBeenCalledTimes(1);
    expect(password.verifyPassword).toHaveBeenCalledTimes(1);
  });
});
