/**
 * SPEC.md §5's password rule, shared by add, changPassword and updatePassword.
 */
import { APP_ERR_PASSWORD_MISMATCH, APP_ERR_PASSWORD_RULE } from '../../errors';

/** SPEC.md §5: 6-16 characters of any kind, counted as characters, not bytes. */
const PASSWORD_LENGTH = { min: 6, max: 16 } as const;

/**
 * Throws unless `password` keeps SPEC.md §5's rule and `confirm`, when given, repeats it.
 *
 * @example
 * checkNewPassword('12345', undefined)  // throws '请至少输入6-16位任意字符'
 * checkNewPassword('123456', '123457')  // throws '两次输入的密码不一样！'
 */
export function checkNewPassword(password: string, confirm: string | undefined): void {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) throw new APP_ERR_PASSWORD_RULE();
  if (confirm !== undefined && confirm !== password) throw new APP_ERR_PASSWORD_MISMATCH();
}
