/**
 * The profile fields of JeecgBoot's user form beyond name and contacts (issue 13): 职务 (post, position
 * codes), 头像 (avatar), 座机 (telephone), 身份 (userIdentity) and 负责部门 (departIds). Each comes in the
 * forms JeecgBoot's client sends (comma strings, a plain address) and the forms the page's widgets send
 * (lists, the image widget's `[{ key, url }]`), and is stored as JeecgBoot stores it: comma strings.
 */
import type { Kysely } from 'kysely';
import type { AvatarValue, DepartIdList, PostCodes } from '../../../schemas/generated/user';
import type { Database } from '../../db/index';
import { APP_ERR_REFERENCE_NOT_FOUND, APP_ERR_VALIDATION } from '../../errors';
import { splitIds } from '../../db/ids';
import { allPositions } from '../position/repo';
import { findDeparts } from './membership-repo';

type Db = Kysely<Database>;

/** JeecgBoot's rule for 座机: area code 0xx or 0xxx, a hyphen, 7 or 8 digits not starting with 0. */
const TELEPHONE = /^0\d{2,3}-[1-9]\d{6,7}$/;

/** 身份 values (JeecgBoot's CommonConstant.USER_IDENTITY_1 / _2). */
export const IDENTITY = { ordinary: 1, superior: 2 } as const;
export const IDENTITY_TEXT: Readonly<Record<number, string>> = { 1: '普通用户', 2: '上级' };

/** A comma string or a list as the distinct non-empty ids it names, in order; undefined stays undefined. */
export function idsOf(value: DepartIdList | PostCodes | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  const list = Array.isArray(value) ? value.map((item) => item.trim()) : splitIds(value);
  return [...new Set(list.filter((item) => item !== ''))];
}

/**
 * The avatar to store: the address sent, or the first picture of the image widget's list; null for none.
 *
 * @example
 * avatarOf([{ key: 'k', url: '/platform/sys/common/static/files/a.png' }]) // '/platform/sys/common/static/files/a.png'
 */
export function avatarOf(value: AvatarValue | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value[0]?.url.trim() || null;
  return value?.trim() || null;
}

/**
 * The telephone to store, or 400 '座机号码格式不正确' when it is not like 010-12345678.
 *
 * @example
 * telephoneOf('010-12345678') // '010-12345678'
 */
export function telephoneOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!TELEPHONE.test(text))
    throw new APP_ERR_VALIDATION('座机号码格式不正确，应为区号-号码，如 010-12345678');
  return text;
}

/**
 * The position codes to store (comma-joined), each checked against sys_position: 400 '职务不存在：X'.
 *
 * @example
 * await postOf(db, ['DEV', 'PM']) // 'DEV,PM'
 */
export async function postOf(db: Db, value: PostCodes | undefined): Promise<string | null | undefined> {
  const codes = idsOf(value);
  if (codes === undefined) return undefined;
  if (codes.length === 0) return null;
  const known = new Set((await allPositions(db)).map((row) => row.code));
  const missing = codes.find((code) => !known.has(code));
  if (missing !== undefined) throw new APP_ERR_REFERENCE_NOT_FOUND('职务', missing);
  return codes.join(',');
}

/**
 * The 负责部门 to store (comma-joined ids, null for none), each checked: 400 '部门不存在：x'. A 普通用户 is
 * in charge of nothing, whatever was sent, as JeecgBoot's own form clears the field for them.
 *
 * @example
 * await chargeDepartsOf(db, 'd1,d2', 2) // 'd1,d2'
 * await chargeDepartsOf(db, 'd1', 1)    // null
 */
export async function chargeDepartsOf(
  db: Db,
  value: DepartIdList | undefined,
  identity: number,
): Promise<string | null | undefined> {
  if (identity !== IDENTITY.superior) return null;
  const ids = idsOf(value);
  if (ids === undefined) return undefined;
  if (ids.length === 0) return null;
  const found = await findDeparts(db, ids);
  const missing = ids.find((id) => !found.some((depart) => depart.id === id));
  if (missing !== undefined) throw new APP_ERR_REFERENCE_NOT_FOUND('部门', missing);
  return ids.join(',');
}
