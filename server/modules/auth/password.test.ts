import { describe, expect, it } from 'vitest';
import { burnVerification, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id at OWASP’s minimum: 19 MiB, 2 passes, 1 lane', async () => {
    const hash = await hashPassword('123456');

    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await hashPassword('123456')).not.toBe(hash);
  });

  it('verifies the right password only, and treats a malformed hash as a mismatch', async () => {
    const hash = await hashPassword('correct horse');

    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse ')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse')).toBe(false);
  });

  it('spends one verification on unknown users without throwing', async () => {
    await expect(burnVerification('anything')).resolves.toBeUndefined();
  });
});
