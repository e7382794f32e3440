/**
 * Writes the menu tree (menus.ts) and the roles with their grants (roles.ts). A granted page brings its
 * ancestors along, so no role holds a page whose folder it cannot see.
 */
import type { Insertable } from 'kysely';
import { newId } from '../ids';
import { MENU_DEFAULTS } from '../menu-defaults';
import type { SysPermissionTable } from '../types';
import { SEED_MENUS, type SeedMenu } from './menus';
import { SEED_ROLES } from './roles';
import type { Audit, Ids, Tx } from './writer-types';

/** Ids of the seeded menus and buttons by grant key, and each row's parent. */
export interface SeededMenus {
  ids: Ids;
  parentOf: Map<string, string | null>;
}

/**
 * Writes menus and buttons; returns ids by grant key (component_name or button perms) and each row's parent.
 *
 * @example
 * const menus = await seedMenus(tx, audit); menus.ids.get('system-user') // the 用户管理 row's id
 */
export async function seedMenus(tx: Tx, audit: Audit): Promise<SeededMenus> {
  const ids: Ids = new Map();
  const parentOf = new Map<string, string | null>();
  const rows: Array<Insertable<SysPermissionTable>> = [];
  // Every row spells out every column (MENU_DEFAULTS): SQLite has no DEFAULT in a multi-row VALUES list.
  const base = (id: string, parentId: string | null) => {
    parentOf.set(id, parentId);
    return { ...audit, ...MENU_DEFAULTS, id, parent_id: parentId };
  };
  const walk = (menus: readonly SeedMenu[], parentId: string | null) =>
    menus.forEach((menu, index) => {
      const id = newId();
      ids.set(menu.key, id);
      const leaf = !menu.children?.length && !menu.buttons?.length;
      rows.push({
        ...base(id, parentId),
        name: menu.name,
        url: menu.url,
        component: menu.component,
        component_name: menu.key,
        redirect: menu.redirect ?? null,
        menu_type: parentId === null ? 0 : 1,
        perms: menu.perms ?? null,
        sort_no: (index + 1) * 10,
        icon: menu.icon,
        is_route: menu.route === false ? 0 : 1,
        is_leaf: leaf ? 1 : 0,
        hidden: menu.hidden ? 1 : 0,
        internal_or_external: menu.external ? 1 : 0,
        is_top: menu.isTop ? 1 : 0,
      });
      (menu.buttons ?? []).forEach((button, buttonIndex) => {
        const buttonId = newId();
        ids.set(button.perms, buttonId);
        rows.push({
          ...base(buttonId, id),
          name: button.name,
          menu_type: 2,
          perms: button.perms,
          sort_no: (buttonIndex + 1) * 10,
          is_route: 0,
          hidden: button.hidden ? 1 : 0,
        });
      });
      walk(menu.children ?? [], id);
    });
  walk(SEED_MENUS, null);
  await tx.insertInto('sys_permission').values(rows).execute();
  return { ids, parentOf };
}

/**
 * Writes the roles and their grants; returns role ids by code. Throws on a grant of an unknown key.
 *
 * @example
 * const roleIds = await seedRoles(tx, audit, await seedMenus(tx, audit));
 */
export async function seedRoles(tx: Tx, audit: Audit, menus: SeededMenus): Promise<Ids> {
  const roleIds: Ids = new Map();
  for (const role of SEED_ROLES) {
    const roleId = newId();
    roleIds.set(role.code, roleId);
    await tx
      .insertInto('sys_role')
      .values({
        ...audit,
        id: roleId,
        role_code: role.code,
        role_name: role.name,
        description: role.description,
      })
      .execute();
    const held = new Set<string>();
    if (role.grants === 'all') for (const id of menus.ids.values()) held.add(id);
    else {
      for (const key of role.grants) {
        const id = menus.ids.get(key);
        if (!id) throw new Error(`Seed role '${role.code}' grants unknown menu or button '${key}'`);
        for (let at: string | null | undefined = id; at; at = menus.parentOf.get(at)) held.add(at);
      }
    }
    await tx
      .insertInto('sys_role_permission')
      .values(
        [...held].map((permissionId) => ({ id: newId(), role_id: roleId, permission_id: permissionId })),
      )
      .execute();
  }
  return roleIds;
}
