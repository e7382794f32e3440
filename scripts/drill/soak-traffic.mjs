/**
 * The soak's mixed traffic, as an admin's working day looks to the server: mostly reads (the user list
 * with filters, dictionary options, the permission menu, role, log and position lists, a dictionary's
 * items), about one request in eight a write (positions and dictionary items added, renamed and
 * deleted, their number held steady so the database does not grow without bound), and separately a
 * sign-in every few seconds whose token the traffic moves to, the old one signed out.
 */
import { call, signIn } from './api.mjs';

const ADMIN = { username: 'admin', password: process.env.ADMIN_PASSWORD ?? '123456' };

const USER_FILTERS = [
  { realname: '*管*' },
  { status: 1, sex: 1 },
  { username: '*an*', column: 'createTime', order: 'desc' },
  { pageNo: 1, pageSize: 20, column: 'username', order: 'asc' },
];
const DICT_CODES = ['sex', 'priority', 'yn', 'user_status', 'valid_status', 'position_rank', 'log_type'];
const LOG_FILTERS = [{ logType: 1 }, { logType: 2 }, { logType: 2, keyWord: '字典' }, { username: 'admin' }];

/** Rows each write pool keeps between: below LOW only adds, above HIGH only deletes. */
const LOW = 30;
const HIGH = 60;

/**
 * The traffic against a signed-in server. `next()` sends one request of the mix and resolves to
 * `{ kind, status, ok, ms, error? }`; `rotateSession()` signs in again (see the module comment).
 *
 * @example
 * const traffic = await createTraffic(base, seeded(1));
 * const answer = await traffic.next(); // { kind: 'user list', status: 200, ok: true, ms: 4.2 }
 */
export async function createTraffic(base, random) {
  let token = await signIn(base);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const dict = await call(base, token, 'POST', '/platform/sys/dict/add', {
    body: { dictCode: 'soak', dictName: '浸泡测试', description: 'drill:soak 的字典项读写' },
  });
  if (!dict.ok) throw new Error(`could not add the soak dictionary: ${dict.status} ${dict.message}`);
  const dictId = dict.result.id;
  let seq = 0;
  const pools = { position: [], item: [] };

  // Requests still out per token: a token is signed out only when nothing sent with it is unanswered.
  const out = new Map();
  const send = async (method, path, options) => {
    const used = token;
    out.set(used, (out.get(used) ?? 0) + 1);
    try {
      return await call(base, used, method, path, options);
    } finally {
      out.set(used, out.get(used) - 1);
    }
  };
  const get = (kind, path, query) => send('GET', path, { query }).then((a) => ({ kind, ...a }));

  /** A write on one of the pools: add below LOW, delete above HIGH, else any of add, rename, delete. */
  async function write(what) {
    const pool = pools[what];
    const idle = pool.filter((row) => !row.busy);
    let op = pool.length < LOW || !idle.length ? 'add' : pool.length > HIGH ? 'delete' : null;
    op ??= pick(['add', 'edit', 'delete']);
    const position = what === 'position';
    const n = ++seq;
    if (op === 'add') {
      const row = { busy: true };
      pool.push(row);
      const answer = position
        ? await send('POST', '/platform/sys/position/add', {
            body: { code: `soak-p${n}`, name: `浸泡职务 ${n}` },
          })
        : await send('POST', '/platform/sys/dictItem/add', {
            body: { dictId, itemText: `浸泡项 ${n}`, itemValue: `s${n}` },
          });
      if (answer.ok) Object.assign(row, { id: answer.result.id, busy: false });
      else pool.splice(pool.indexOf(row), 1);
      return { kind: `${what} add`, ...answer };
    }
    const row = pick(idle);
    row.busy = true;
    const base2 = position ? '/platform/sys/position' : '/platform/sys/dictItem';
    const answer =
      op === 'edit'
        ? await send('PUT', `${base2}/edit`, {
            body: position
              ? { id: row.id, name: `浸泡职务 ${n}（改）` }
              : { id: row.id, itemText: `浸泡项 ${n}` },
          })
        : await send('DELETE', `${base2}/delete`, { query: { id: row.id } });
    // A write that got no answer may still have happened: its row leaves the pool rather than cause a 404.
    if ((op === 'delete' && answer.ok) || answer.status === 0) pool.splice(pool.indexOf(row), 1);
    else row.busy = false;
    return { kind: `${what} ${op}`, ...answer };
  }

  const MIX = [
    [0.22, () => get('user list', '/platform/sys/user/list', pick(USER_FILTERS))],
    [0.2, () => get('dictionary options', `/platform/sys/dict/getDictItems/${pick(DICT_CODES)}`)],
    [0.14, () => get('permission menu', '/platform/sys/permission/getUserPermissionByToken')],
    [0.1, () => get('role list', '/platform/sys/role/list', pick([{}, { roleName: '管理' }]))],
    [0.1, () => get('log list', '/platform/sys/log/list', pick(LOG_FILTERS))],
    [0.06, () => get('position list', '/platform/sys/position/list', { column: 'code', order: 'asc' })],
    [0.06, () => get('dictionary items', '/platform/sys/dictItem/list', { dictId })],
    [0.06, () => write('position')],
    [0.06, () => write('item')],
  ];

  return {
    next() {
      let r = random();
      const [, send] = MIX.find(([share]) => (r -= share) < 0) ?? MIX[0];
      return send();
    },
    /** Signs in, moves the traffic to the new token, signs the old one out once its requests are answered. */
    async rotateSession() {
      const old = token;
      const signedIn = await call(base, null, 'POST', '/platform/sys/login', { body: ADMIN });
      if (!signedIn.ok) return [{ kind: 'sign-in', ...signedIn }];
      token = signedIn.result.token;
      // Requests already sent with the old token finish first: a signed-out token answers 401.
      while (out.get(old)) await new Promise((r) => setTimeout(r, 100));
      out.delete(old);
      const signedOut = await call(base, old, 'POST', '/platform/sys/logout');
      return [
        { kind: 'sign-in', ...signedIn },
        { kind: 'sign-out', ...signedOut },
      ];
    },
  };
}
