/**
 * Bulk users for `npm run bench:api`: written straight into an SQLite file the server has already migrated
 * and seeded, in batches inside one transaction (a row at a time through the API would take an hour).
 */
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

const SURNAMES = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['林', 'lin'],
  ['罗', 'luo'],
  ['高', 'gao'],
];
const GIVEN = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀英', 'xiuying'],
  ['霞', 'xia'],
  ['平', 'ping'],
  ['刚', 'gang'],
];

/** A small deterministic generator, so two runs seed the same names. */
function lcg(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const USER_COLUMNS = `id, username, realname, password_hash, sex, birthday, email, phone, org_code, status,
  del_flag, work_no, post, created_by, created_at`;

/**
 * The seeded users as rows: `[user columns…]` in USER_COLUMNS order, with the department and role of each.
 * `context` holds what the server's own seed made: a password hash, departments, roles and positions.
 */
function* userRows(count, { hash, departs, roles, posts }) {
  const pick = lcg(15);
  const since = Date.parse('2023-11-23T00:00:00Z');
  const id = () => randomUUID().replaceAll('-', '');
  for (let n = 0; n < count; n++) {
    const [surname, surnamePinyin] = SURNAMES[pick(SURNAMES.length)];
    const [given, givenPinyin] = GIVEN[pick(GIVEN.length)];
    const username = `${surnamePinyin}${givenPinyin}${n}`;
    const depart = departs[pick(departs.length)];
    const userId = id();
    const birthday = `19${70 + pick(30)}-${String(1 + pick(12)).padStart(2, '0')}-${String(1 + pick(28)).padStart(2, '0')}`;
    const user = [
      userId,
      username,
      surname + given,
      hash,
      1 + pick(2),
      birthday,
      `${username}@dougong.dev`,
      `13${String(100_000_000 + n).slice(0, 9)}`,
      depart.org_code,
      pick(50) === 0 ? 2 : 1,
      0,
      `B${String(n).padStart(6, '0')}`,
      posts.length ? posts[pick(posts.length)] : null,
      'admin',
      // One every 15 minutes over about three years.
      new Date(since + n * 900_000 + pick(600_000)).toISOString(),
    ];
    yield {
      user,
      depart: [id(), userId, depart.id],
      role: roles.length ? [id(), userId, roles[pick(roles.length)]] : null,
    };
  }
}

const CONTEXT_SQL = {
  hash: `select password_hash from sys_user where username = 'zhangsan'`,
  departs: 'select id, org_code from sys_depart order by org_code',
  roles: `select id from sys_role where role_code != 'admin' order by role_code`,
  posts: 'select code from sys_position order by code',
};

/**
 * Adds `count` users to the SQLite file at `file`, each in one department and holding one role, with
 * realistic Chinese names, pinyin usernames, phones and creation times spread over three years.
 * Returns how long it took in ms.
 *
 * @example
 * seedUsers('/tmp/x/dougong.sqlite', 100_000) // 1800
 */
export function seedUsers(file, count) {
  const started = Date.now();
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  const context = {
    hash: db.prepare(CONTEXT_SQL.hash).pluck().get(),
    departs: db.prepare(CONTEXT_SQL.departs).all(),
    roles: db.prepare(CONTEXT_SQL.roles).pluck().all(),
    posts: db.prepare(CONTEXT_SQL.posts).pluck().all(),
  };
  const marks = (n) => Array(n).fill('?').join(', ');
  const insertUser = db.prepare(`insert into sys_user (${USER_COLUMNS}) values (${marks(15)})`);
  const insertDepart = db.prepare('insert into sys_user_depart (id, user_id, dep_id) values (?, ?, ?)');
  const insertRole = db.prepare('insert into sys_user_role (id, user_id, role_id) values (?, ?, ?)');
  const write = db.transaction((rows) => {
    for (const { user, depart, role } of rows) {
      insertUser.run(user);
      insertDepart.run(depart);
      if (role) insertRole.run(role);
    }
  });
  let batch = [];
  for (const row of userRows(count, context)) {
    batch.push(row);
    if (batch.length === 5_000) write(batch.splice(0));
  }
  write(batch);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return Date.now() - started;
}

/** One multi-row INSERT of `rows` into `table` (PostgreSQL placeholders). */
function insertMany(client, table, columns, rows) {
  const width = rows[0].length;
  const values = rows.map(
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
  );
  return client.query(`insert into ${table} (${columns}) values ${values.join(', ')}`, rows.flat());
}

/**
 * The same users as seedUsers, into the PostgreSQL database at `url`, in multi-row inserts of 1,000 users
 * inside one transaction. Resolves to how long it took in ms.
 *
 * @example
 * await seedUsersPg('postgres://postgres@127.0.0.1:5432/dougong_bench_x', 100_000) // 9000
 */
export async function seedUsersPg(url, count) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const column = async (text) => (await client.query({ text, rowMode: 'array' })).rows.map((r) => r[0]);
    const context = {
      hash: (await column(CONTEXT_SQL.hash))[0],
      departs: (await client.query(CONTEXT_SQL.departs)).rows,
      roles: await column(CONTEXT_SQL.roles),
      posts: await column(CONTEXT_SQL.posts),
    };
    await client.query('begin');
    let batch = [];
    const write = async (rows) => {
      if (rows.length === 0) return;
      await insertMany(
        client,
        'sys_user',
        USER_COLUMNS,
        rows.map((row) => row.user),
      );
      await insertMany(
        client,
        'sys_user_depart',
        'id, user_id, dep_id',
        rows.map((row) => row.depart),
      );
      const roles = rows.map((row) => row.role).filter(Boolean);
      if (roles.length) await insertMany(client, 'sys_user_role', 'id, user_id, role_id', roles);
    };
    for (const row of userRows(count, context)) {
      batch.push(row);
      if (batch.length === 1_000) await write(batch.splice(0));
    }
    await write(batch);
    await client.query('commit');
  } finally {
    await client.end();
  }
  return Date.now() - started;
}
