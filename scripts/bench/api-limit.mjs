#!/usr/bin/env node
/**
 * The baselines of `npm run bench:api`, one process each (node --import tsx scripts/bench/api-limit.mjs MODE):
 *
 * - `hello`: a bare Fastify hello-world — what this machine's HTTP stack can do at all.
 * - `limit`: the practical limit of Dougong's reads — a bare Fastify process answering the same calls with the
 *   same SQL (the user list's count + page + memberships, and the names of positions and departments in charge
 *   when the page has any; the permission menu's two reads, a dictionary's two reads) through prepared
 *   better-sqlite3 statements on Dougong's own database file (DATA_DIR), the session looked up once per token
 *   (a Map), the same envelope and the same result. With DATABASE_URL, the same on PostgreSQL through named
 *   (server-side prepared) statements.
 * - `cached`: `limit` remembering what Dougong remembers for a write generation (the bench writes nothing while
 *   it reads): each filter's count, the menu, each dictionary's items and the position names — the practical
 *   limit of Dougong's own design, so its ratio is like for like.
 *
 * Listens on 127.0.0.1:PORT and prints "ready" once listening.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { buildPermissionResult } from '../../server/modules/menu/tree.ts';

const mode = process.argv[2];

/** Prepared statements on the SQLite file: each SQL text prepared once, run synchronously. */
function sqliteStatements(file) {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  return {
    prepare(text) {
      const statement = db.prepare(text);
      return { get: (...values) => statement.get(values), all: (...values) => statement.all(values) };
    },
  };
}

/** Named (server-side prepared) statements on a PostgreSQL pool of 10, as Dougong's pool. */
function postgresStatements(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let count = 0;
  return {
    prepare(sqliteText) {
      const name = `limit_${count++}`;
      let n = 0;
      const text = sqliteText.replace(/\?/g, () => `$${++n}`);
      const run = async (values) => (await pool.query({ name, text, values })).rows;
      return { get: async (...values) => (await run(values))[0], all: (...values) => run(values) };
    },
  };
}
const app = Fastify({ logger: false });
const envelope = (result, message = '操作成功！') => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: Date.now(),
});

if (mode === 'hello') {
  app.get('/', async () => ({ hello: 'world' }));
} else {
  const db = process.env.DATABASE_URL
    ? postgresStatements(process.env.DATABASE_URL)
    : sqliteStatements(join(process.env.DATA_DIR, 'dougong.sqlite'));
  const COLUMNS = `"u"."id", "u"."username", "u"."realname", "u"."avatar", "u"."sex", "u"."birthday", "u"."email",
    "u"."phone", "u"."org_code", "u"."status", "u"."del_flag", "u"."work_no", "u"."post", "u"."telephone",
    "u"."user_identity", "u"."depart_ids", "u"."created_by", "u"."created_at", "u"."updated_by", "u"."updated_at"`;
  const USERNAME = `and lower("u"."username") like ? escape '\\'`;
  const count = (filter) =>
    `select count(*) as "n" from "sys_user" as "u" where "u"."del_flag" = ? ${filter}`;
  const page = (filter) =>
    `select ${COLUMNS} from "sys_user" as "u" where "u"."del_flag" = ? ${filter}
     order by "u"."created_at" desc, "u"."id" asc limit ? offset ?`;
  const sqlOf = {
    count: db.prepare(count('')),
    countByName: db.prepare(count(USERNAME)),
    page: db.prepare(page('')),
    pageByName: db.prepare(page(USERNAME)),
    session: db.prepare(
      `select u.id, u.username from sys_session s join sys_user u on u.id = s.user_id
       where s.token_hash = ? and s.revoked_at is null and s.expires_at > ?`,
    ),
    roleCodes: db.prepare(
      'select r.role_code from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ?',
    ),
    permissions: db.prepare('select * from "sys_permission" order by "sort_no", "id"'),
    buttons: db.prepare('select * from "sys_permission" where "menu_type" = ? order by "sort_no", "id"'),
    dict: db.prepare('select * from "sys_dict" where "dict_code" = ?'),
    positions: db.prepare('select * from "sys_position" order by "code"'),
    dictItems: db.prepare(
      `select * from "sys_dict_item" where "dict_id" = ? and "status" = ?
       order by "sort_order", "item_value", "id"`,
    ),
  };
  // `in (?, ?, …)` statements, one per number of ids, prepared once.
  const listSql = new Map();
  const listed = (kind, ids) => {
    const key = `${kind}${ids.length}`;
    if (!listSql.has(key)) {
      const marks = ids.map(() => '?').join(', ');
      const text = {
        role: `select "ur"."user_id" as "userId", "r"."id" as "id", "r"."role_name" as "name" from "sys_user_role" as "ur"
               inner join "sys_role" as "r" on "r"."id" = "ur"."role_id" where "ur"."user_id" in (${marks})
               order by "r"."role_name", "r"."id"`,
        depart: `select "ud"."user_id" as "userId", "d"."id" as "id", "d"."depart_name" as "name", "d"."org_code" as "orgCode"
               from "sys_user_depart" as "ud" inner join "sys_depart" as "d" on "d"."id" = "ud"."dep_id"
               where "ud"."user_id" in (${marks}) order by "d"."org_code"`,
        charge: `select "id", "depart_name" from "sys_depart" where "id" in (${marks})`,
      }[kind];
      listSql.set(key, db.prepare(text));
    }
    return listSql.get(key).all(...ids);
  };
  const memberships = async (kind, ids) => {
    const byUser = new Map();
    for (const row of await listed(kind, ids))
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    return byUser;
  };
  const splitIds = (text) =>
    (text ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
  const namesOf = (cell, names) =>
    splitIds(cell)
      .map((id) => names.get(id) ?? id)
      .join(',');

  // `cached`: what Dougong keeps for a write generation, kept for the whole run (the bench writes nothing
  // while it reads); `limit`: nothing kept.
  const kept = new Map();
  const remember = (key, compute) => {
    if (mode !== 'cached') return compute();
    if (!kept.has(key)) kept.set(key, compute());
    return kept.get(key);
  };

  // A session is looked up once per token; the practical limit of a cache that is always warm.
  const sessions = new Map();
  app.addHook('onRequest', async (request, reply) => {
    const token = request.headers['x-access-token'];
    let user = sessions.get(token);
    if (!user && typeof token === 'string') {
      const hash = createHash('sha256').update(token).digest('hex');
      user = await sqlOf.session.get(hash, new Date().toISOString());
      const roleCodes = user ? (await sqlOf.roleCodes.all(user.id)).map((row) => row.role_code) : [];
      if (user) sessions.set(token, { ...user, roleCodes });
      user = sessions.get(token);
    }
    if (!user) return reply.code(401).send({ success: false, message: '未登录', code: 401 });
    request.user = user;
  });

  /** A dictionary's texts by value, remembered as Dougong remembers them. */
  const dictTexts = (code) =>
    remember(`dict ${code}`, async () => {
      const dict = await sqlOf.dict.get(code);
      const items = dict ? await sqlOf.dictItems.all(dict.id, 1) : [];
      return items.map((item) => ({
        value: item.item_value,
        text: item.item_text,
        label: item.item_text,
        title: item.item_text,
      }));
    }).then((options) => new Map(options.map((option) => [option.value, option.text])));
  const textOf = (value, texts) =>
    value === null || value === undefined || value === '' ? '' : (texts.get(String(value)) ?? String(value));

  app.get('/platform/sys/user/list', async (request) => {
    const pageNo = Number(request.query.pageNo ?? 1);
    const pageSize = Number(request.query.pageSize ?? 10);
    const name = request.query.username?.trim();
    const filter = name ? [`%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
    // PostgreSQL answers count(*) as a bigint string.
    const total = await remember(`count ${name}`, async () =>
      Number((await (name ? sqlOf.countByName : sqlOf.count).get(0, ...filter)).n),
    );
    const offset = (pageNo - 1) * pageSize;
    const rows = await (name ? sqlOf.pageByName : sqlOf.page).all(0, ...filter, pageSize, offset);
    const ids = rows.map((row) => row.id);
    const chargeIds = [...new Set(rows.flatMap((row) => splitIds(row.depart_ids)))];
    const [roles, departs, charged, positions, sexTexts, statusTexts] = await Promise.all([
      ids.length ? memberships('role', ids) : new Map(),
      ids.length ? memberships('depart', ids) : new Map(),
      chargeIds.length ? listed('charge', chargeIds) : [],
      rows.some((row) => row.post) ? remember('positions', () => sqlOf.positions.all()) : [],
      dictTexts('sex'),
      dictTexts('user_status'),
    ]);
    const chargeNames = new Map(charged.map((row) => [row.id, row.depart_name]));
    const positionNames = new Map(positions.map((row) => [row.code, row.name]));
    const records = rows.map((row) => {
      const userRoles = roles.get(row.id) ?? [];
      const userDeparts = departs.get(row.id) ?? [];
      const identity = row.user_identity === 2 ? 2 : 1;
      return {
        id: row.id,
        username: row.username,
        realname: row.realname,
        avatar: row.avatar,
        sex: row.sex === 1 || row.sex === 2 ? row.sex : null,
        birthday: row.birthday,
        email: row.email,
        phone: row.phone,
        telephone: row.telephone,
        status: row.status === 2 ? 2 : 1,
        workNo: row.work_no,
        post: row.post,
        post_dictText: namesOf(row.post, positionNames),
        orgCode: row.org_code,
        userIdentity: identity,
        userIdentity_dictText: identity === 2 ? '上级' : '普通用户',
        selecteddeparts: userDeparts.map((d) => d.id).join(','),
        departNames: userDeparts.map((d) => d.name),
        orgCodeTxt: userDeparts.map((d) => d.name).join(','),
        departIds: splitIds(row.depart_ids).join(','),
        departIds_dictText: namesOf(row.depart_ids, chargeNames),
        roleIds: userRoles.map((r) => r.id),
        roleNames: userRoles.map((r) => r.name),
        createBy: row.created_by,
        createTime: row.created_at,
        updateBy: row.updated_by,
        updateTime: row.updated_at,
      };
    });
    // JeecgBoot's display fields, added after the record's own (as withDictText does).
    for (const record of records) {
      record.sex_dictText = textOf(record.sex, sexTexts);
      record.status_dictText = textOf(record.status, statusTexts);
    }
    const result = { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
    return envelope(result, '查询成功');
  });

  // The bench signs in as admin, who holds every menu: the same two reads as heldPermissions + allButtons.
  app.get('/platform/sys/permission/getUserPermissionByToken', async () => {
    const result = await remember('menu', async () => {
      const [held, buttons] = await Promise.all([sqlOf.permissions.all(), sqlOf.buttons.all(2)]);
      return { ...buildPermissionResult(held, buttons), sysSafeMode: false };
    });
    return envelope(result, '查询成功');
  });

  app.get('/platform/sys/dict/getDictItems/:code', async (request) => {
    const options = await remember(`dict ${request.params.code}`, async () => {
      const dict = await sqlOf.dict.get(request.params.code);
      const items = dict ? await sqlOf.dictItems.all(dict.id, 1) : [];
      return items.map((item) => ({
        value: item.item_value,
        text: item.item_text,
        label: item.item_text,
        title: item.item_text,
      }));
    });
    return envelope(options);
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
