/**
 * Importing the sheet 用户 (issue 16). Every row is checked by the rules of 添加用户 — the schema of
 * UserAddRequest, a username, mobile number and e-mail nobody has (nor an earlier row), departments,
 * roles and positions that exist, 座机 like 010-12345678, roles the caller may give — and only when every
 * row passes are they all added, in one transaction. A row's 初始密码 must keep the password rule; a row
 * without one gets a password nobody knows, so the account cannot sign in until an admin sets one
 * (docs/decisions.md).
 */
import { randomBytes } from 'node:crypto';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { validate, type UserAddRequest } from '../../../schemas/index';
import type { Database } from '../../db/index';
import type { Remember } from '../../db/read-cache';
import { hashPassword } from '../auth/password';
import type { SessionUser } from '../auth/service';
import type { Choices } from '../excel/choices';
import { reasonsOf } from '../excel/columns';
import type { NameIndex } from '../excel/names';
import { RowProblems, UniqueColumn, writeAll } from '../excel/problems';
import { readSheet, sheetOf, type SheetRow } from '../excel/reader';
import { givableRoles } from '../permission/delegation';
import * as membership from './membership-repo';
import { checkNewPassword } from './password-rule';
import { IDENTITY, telephoneOf } from './profile';
import * as repo from './repo';
import { USER_COLUMNS, USER_SHEET, userSheetContext, type UserSheetContext } from './excel-sheet';

type Db = Kysely<Database>;

/** A checked row, ready to insert. */
interface NewUser {
  row: number;
  columns: repo.UserColumns & { username: string; realname: string };
  status: number;
  roleIds: string[];
  departIds: string[];
  password?: string;
  /** Fields the schema refused: no use telling the admin such a value is also taken. */
  invalid: ReadonlySet<string>;
}

/** What an import did. */
export interface UsersImported {
  count: number;
  /** Accounts added without 初始密码: they cannot sign in until an admin sets a password. */
  withoutPassword: number;
}

/** Values of the database looked up in batches, so a sheet of 2,000 rows is a few queries. */
const BATCH = 500;

const invalidOf = (column: string) => USER_COLUMNS.find((c) => c.field === column)!.invalid!;

/** The value a cell's text means among `choices`, or undefined and a reason. */
function choose(text: string, choices: Choices, label: string, reasons: string[]): number | undefined {
  const value = choices.valueOf(text);
  if (value === undefined) reasons.push(`${label}应为 ${choices.texts} 之一`);
  return value === undefined ? undefined : Number(value);
}

/** The ids a cell names ('研发部,市场部'), with a reason for each name that names no record or several. */
function idsOf(text: string | undefined, index: NameIndex, noun: string, reasons: string[]): string[] {
  if (text === undefined) return [];
  const found = index.resolve(text, noun);
  reasons.push(...found.reasons);
  return found.ids;
}

/** The reasons of a row's cells, and what it would insert (meaningful only without reasons). */
function candidateOf({ row, values: v, reasons: cellReasons, unread }: SheetRow, context: UserSheetContext) {
  const reasons = [...cellReasons];
  const sex = v.sex === undefined ? undefined : choose(v.sex, context.sex, '性别', reasons);
  const status = v.status === undefined ? 1 : choose(v.status, context.status, '状态', reasons);
  const identity =
    v.userIdentity === undefined
      ? IDENTITY.ordinary
      : choose(v.userIdentity, context.identity, '身份', reasons);
  const posts = idsOf(v.post, context.positions, '职务', reasons);
  const departIds = idsOf(v.selecteddeparts, context.departs, '部门', reasons);
  const charge = idsOf(v.departIds, context.departs, '负责部门', reasons);
  const roleIds = idsOf(v.roleIds, context.roles, '角色', reasons);
  if (charge.length && identity === IDENTITY.ordinary) reasons.push('身份为「上级」的用户才能有负责部门');
  if (v.password !== undefined) {
    try {
      checkNewPassword(v.password, undefined);
    } catch {
      reasons.push('初始密码应为 6-16 位任意字符');
    }
  }
  if (v.telephone !== undefined) {
    try {
      telephoneOf(v.telephone);
    } catch {
      reasons.push(invalidOf('telephone'));
    }
  }
  const body: UserAddRequest = {
    username: v.username!,
    realname: v.realname!,
    // The schema's check of a password is the rule above; a row without one gets an unknown one.
    password: v.password ?? 'unset-password',
    // Checked by the schema below: a dictionary item other than 1 or 2 is refused there.
    sex: (sex ?? null) as UserAddRequest['sex'],
    birthday: v.birthday,
    email: v.email,
    phone: v.phone,
    telephone: v.telephone,
    workNo: v.workNo,
    post: posts,
    selecteddeparts: departIds,
    departIds: charge,
    roleIds,
    userIdentity: identity === IDENTITY.superior ? IDENTITY.superior : IDENTITY.ordinary,
  };
  const { errors } = validate('UserAddRequest', body);
  reasons.push(...reasonsOf(errors, USER_COLUMNS, unread));
  const user: NewUser = {
    row,
    columns: {
      username: body.username,
      realname: body.realname,
      sex: body.sex,
      birthday: body.birthday ?? null,
      email: body.email ?? null,
      phone: body.phone ?? null,
      telephone: body.telephone ?? null,
      work_no: body.workNo ?? null,
      post: posts.length ? posts.join(',') : null,
      user_identity: body.userIdentity,
      depart_ids: charge.length ? charge.join(',') : null,
      org_code: departIds.length ? (context.orgCodes.get(departIds[0]!) ?? null) : null,
    },
    status: status ?? 1,
    roleIds,
    departIds,
    password: v.password,
    invalid: new Set(errors.map((error) => /^\$\.(\w+)/.exec(error.path)?.[1] ?? '')),
  };
  return { user, reasons };
}

/** Which of `values` some user already has in `field` (the unique columns of sys_user). */
async function takenIn(db: Db, field: 'username' | 'phone' | 'email', values: readonly string[]) {
  const taken = new Set<string>();
  const distinct = [...new Set(values)];
  for (let at = 0; at < distinct.length; at += BATCH) {
    const rows = await db
      .selectFrom('sys_user')
      .select(field)
      .where(field, 'in', distinct.slice(at, at + BATCH))
      .execute();
    for (const row of rows) if (row[field]) taken.add(row[field]);
  }
  return taken;
}

/** Usernames, mobile numbers and e-mail addresses that another user or an earlier row has. */
async function checkUnique(db: Db, users: readonly NewUser[], problems: RowProblems): Promise<void> {
  const fields = [
    ['username', '用户账号'],
    ['phone', '手机号码'],
    ['email', '邮箱'],
  ] as const;
  for (const [field, label] of fields) {
    const valid = users.filter((user) => !user.invalid.has(field));
    const values = valid.map((user) => user.columns[field]).filter((value) => typeof value === 'string');
    const taken = await takenIn(db, field, values);
    const unique = new UniqueColumn(label, (value) => taken.has(value));
    for (const user of valid) problems.add(user.row, unique.check(user.columns[field], user.row) ?? []);
  }
}

/** Roles a row gives that hold an entry the caller lacks (bounded delegation, as 添加用户 refuses them). */
async function checkRoles(
  db: Db,
  caller: SessionUser,
  users: readonly NewUser[],
  context: UserSheetContext,
  problems: RowProblems,
): Promise<void> {
  const roleIds = [...new Set(users.flatMap((user) => user.roleIds))];
  const givable = await givableRoles(db, caller, roleIds);
  for (const user of users) {
    const beyond = user.roleIds.filter((id) => !givable.has(id));
    if (beyond.length)
      problems.add(
        user.row,
        `无权授予角色：${beyond.map((id) => context.roles.labelOf(id)).join('、')}（该角色有您没有的权限）`,
      );
  }
}

/** Password hashes: each row's own, or one hash of a secret thrown away for the rows without. */
async function hashesOf(users: readonly NewUser[]): Promise<string[]> {
  let unknown: Promise<string> | undefined;
  const hashes: string[] = [];
  for (const user of users) {
    if (user.password !== undefined) hashes.push(await hashPassword(user.password));
    else hashes.push(await (unknown ??= hashPassword(randomBytes(32).toString('base64url'))));
  }
  return hashes;
}

/**
 * Checks every row of the sheet 用户 and adds them all, with their roles and departments, in one
 * transaction; 400 naming each bad row otherwise, with nothing written.
 *
 * @example
 * await importUsers(db, caller, workbook, now) // { count: 3, withoutPassword: 1 }
 */
export async function importUsers(
  db: Db,
  caller: SessionUser,
  workbook: ExcelJS.Workbook,
  now: Date,
  remember?: Remember,
): Promise<UsersImported> {
  const rows = readSheet(sheetOf(workbook, USER_SHEET, true), USER_COLUMNS);
  const context = await userSheetContext(db, remember);
  const problems = new RowProblems();
  const users: NewUser[] = [];
  for (const row of rows) {
    const { user, reasons } = candidateOf(row, context);
    problems.add(row.row, reasons);
    users.push(user);
  }
  await checkUnique(db, users, problems);
  await checkRoles(db, caller, users, context, problems);
  problems.throwIfAny();
  const hashes = await hashesOf(users);
  const at = now.toISOString();
  await writeAll(db, '用户账号、手机号码或邮箱', async (tx) => {
    for (const [i, user] of users.entries()) {
      const id = await repo.insertUser(
        tx,
        { ...user.columns, password_hash: hashes[i]! },
        caller.username,
        at,
      );
      if (user.status !== 1) await repo.updateUser(tx, id, { status: user.status });
      await membership.replaceUserRoles(tx, id, user.roleIds);
      await membership.replaceUserDeparts(tx, id, user.departIds);
    }
  });
  return { count: users.length, withoutPassword: users.filter((user) => user.password === undefined).length };
}
