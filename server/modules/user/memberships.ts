/**
 * The roles and departments (所属部门) of an add or edit request: JeecgBoot sends them comma-separated
 * (selectedroles, selecteddeparts), the page's multi-selects as arrays (roleIds, selecteddeparts). Every id
 * must name a row, and the user's current department (orgCode) must be one of theirs. departIds is
 * JeecgBoot's 负责部门, not membership (profile.ts).
 */
import type { Kysely } from 'kysely';
import type { DepartIdList } from '../../../schemas/generated/user';
import type { Database } from '../../db/index';
import { APP_ERR_ORG_CODE_NOT_OWN, APP_ERR_REFERENCE_NOT_FOUND } from '../../errors';
import { ADMIN_ROLE } from '../permission/repo';
import { splitIds } from '../../db/ids';
import { findRoles } from '../role/repo';
import { departsOfUsers, findDeparts } from './membership-repo';
import { idsOf } from './profile';
import type { UserRow } from './repo';

/** The membership fields of UserAddRequest and UserEditRequest. */
export interface MembershipFields {
  roleIds?: string[];
  selectedroles?: string;
  /** 所属部门: a comma string or a list. */
  selecteddeparts?: DepartIdList;
}

/** What a request asks the user to belong to; undefined lists were not sent (edit leaves them). */
export interface Memberships {
  roleIds?: string[];
  departIds?: string[];
  /** Whether the roles sent include role admin. */
  holdsAdmin: boolean;
  /**
   * The orgCode to store: `requested` when it differs from `current` (it must be one of the user's
   * departments; empty clears it), else `current` while still theirs, else the first of theirs.
   */
  orgCode(requested: string | null | undefined, current: string | null): string | null;
}

/**
 * The comma form wins over the array form: JeecgBoot's user dialog edits selectedroles and sends back the
 * record it loaded, whose roleIds are the roles before the edit. Duplicates are dropped.
 */
function pickIds(list: string[] | undefined, text: string | undefined): string[] | undefined {
  if (text !== undefined) return [...new Set(splitIds(text))];
  if (list !== undefined) return [...new Set(list)];
  return undefined;
}

/**
 * Checks the request's roles and departments (400 '角色不存在：x' / '部门不存在：x') and answers what to
 * store. `current` is the user being edited, undefined on add.
 *
 * @example
 * const found = await resolveMemberships(db, { selectedroles: 'r1,r2', selecteddeparts: ['d1'] }, undefined);
 * found.orgCode(undefined, null) // 'A01A01', the orgCode of d1
 */
export async function resolveMemberships(
  db: Kysely<Database>,
  body: MembershipFields,
  current: UserRow | undefined,
): Promise<Memberships> {
  const roleIds = pickIds(body.roleIds, body.selectedroles);
  const departIds = idsOf(body.selecteddeparts);
  let holdsAdmin = false;
  if (roleIds) {
    const roles = await findRoles(db, roleIds);
    const missing = roleIds.find((id) => !roles.some((role) => role.id === id));
    if (missing) throw new APP_ERR_REFERENCE_NOT_FOUND('角色', missing);
    holdsAdmin = roles.some((role) => role.role_code === ADMIN_ROLE);
  }
  let codes: string[] = [];
  if (departIds) {
    const departs = await findDeparts(db, departIds);
    const missing = departIds.find((id) => !departs.some((depart) => depart.id === id));
    if (missing) throw new APP_ERR_REFERENCE_NOT_FOUND('部门', missing);
    codes = departs.map((depart) => depart.org_code);
  } else if (current) {
    codes = ((await departsOfUsers(db, [current.id])).get(current.id) ?? []).map((d) => d.orgCode ?? '');
  }
  return {
    roleIds,
    departIds,
    holdsAdmin,
    orgCode(requested, currentCode) {
      const code = requested === undefined ? currentCode : requested?.trim() || null;
      // The edit dialog sends back the whole record it loaded, so the stored orgCode comes along
      // unchanged even when the departments change: only a different one is the caller's choice.
      if (code !== currentCode) {
        if (code && !codes.includes(code)) throw new APP_ERR_ORG_CODE_NOT_OWN(code);
        return code;
      }
      return currentCode && codes.includes(currentCode) ? currentCode : (codes[0] ?? null);
    },
  };
}
