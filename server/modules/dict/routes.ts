/**
 * Dictionaries and their items (SPEC.md §7 "Management"): the calls under /platform/sys/dict and
 * /platform/sys/dictItem, guarded by the dict:* codes, and GET /platform/sys/dict/getDictItems/{code},
 * which every signed-in user needs because every page's selects and table cells read dictionaries.
 * Deleting a dictionary moves it to the recycle bin (deleteList, back/{id}, deletePhysic/{id}: the
 * recycle bin of JeecgBoot's DictDeleteList.vue), which 删除 (dict:delete) also governs.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  DictItemCheckQuery,
  DictItemIdsQuery,
  DictRecycleQuery,
  DictRecycleRequest,
  DictAddRequest,
  DictEditRequest,
  DictIdQuery,
  DictIdsQuery,
  DictItemAddRequest,
  DictItemEditRequest,
  DictItemIdQuery,
  DictItemListQuery,
  DictListQuery,
  DictLoadItemQuery,
  DictLoadQuery,
  DictTreeListQuery,
  DictTreeQuery,
} from '../../../schemas/index';
import { APP_ERR_DICT_CODE_EMPTY } from '../../errors';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { JsonText, type EnvelopeBody } from '../../plugins/envelope';
import { ruleScopeOf } from '../data-rule/scope';
import { VALUE_FREE, VALUE_TAKEN } from '../duplicate/routes';
import { ref } from '../schema-refs';
import {
  addItem,
  deleteItem,
  deleteItems,
  editItem,
  getItem,
  itemValueFree,
  listItems,
} from './item-service';
import {
  addDict,
  allDictOptions,
  deleteDicts,
  dictOptions,
  editDict,
  getDict,
  listDicts,
  purgeDicts,
  recycledDicts,
  restoreDicts,
  restoreDict,
} from './service';
import { dictTree, loadDict, loadDictItem } from './load-dict';
import { isTableDict, tableDictOptions } from './table-dicts';
import { treeDictChildren } from './tree-dicts';

const DICT = '/platform/sys/dict';
const ITEM = '/platform/sys/dictItem';

/** What the operation log names for dictionary calls (plugins/audit.ts). */
const DICT_AUDIT = {
  type: '字典',
  table: 'sys_dict',
  name: 'dict_name',
  fields: { dict_name: '字典名称', dict_code: '字典编码', description: '描述' },
} as const satisfies Omit<AuditSpec, 'ids'>;
const ITEM_AUDIT = {
  type: '字典项',
  table: 'sys_dict_item',
  name: 'item_text',
  fields: { item_text: '名称', item_value: '数据值', sort_order: '排序', status: '状态' },
} as const satisfies Omit<AuditSpec, 'ids'>;

/** @example await app.register(dictRoutes); */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DictListQuery }>(
    `${DICT}/list`,
    { config: { permission: 'dict:list' }, schema: { querystring: ref('DictListQuery') } },
    async (request, reply) => {
      const scope = await ruleScopeOf(app.db, currentUser(request), 'dict:list');
      return reply.ok(await listDicts(app.db, request.query, scope), '查询成功');
    },
  );

  app.get<{ Querystring: DictIdQuery }>(
    `${DICT}/queryById`,
    { config: { permission: 'dict:list' }, schema: { querystring: ref('DictIdQuery') } },
    async (request, reply) => reply.ok(await getDict(app.db, request.query.id), '查询成功'),
  );

  app.post<{ Body: DictAddRequest }>(
    `${DICT}/add`,
    {
      config: { permission: 'dict:add', log: '添加字典', audit: { ...DICT_AUDIT, ids: 'result.id' } },
      schema: { body: ref('DictAddRequest') },
    },
    async (request, reply) =>
      reply.ok(await addDict(app.db, currentUser(request).username, request.body, app.clock()), '添加成功！'),
  );

  app.put<{ Body: DictEditRequest }>(
    `${DICT}/edit`,
    {
      config: { permission: 'dict:edit', log: '编辑字典', audit: { ...DICT_AUDIT, ids: 'body.id' } },
      schema: { body: ref('DictEditRequest') },
    },
    async (request, reply) =>
      reply.ok(await editDict(app.db, currentUser(request).username, request.body, app.clock()), '编辑成功!'),
  );

  app.delete<{ Querystring: DictIdQuery }>(
    `${DICT}/delete`,
    {
      config: { permission: 'dict:delete', log: '删除字典', audit: { ...DICT_AUDIT, ids: 'query.id' } },
      schema: { querystring: ref('DictIdQuery') },
    },
    async (request, reply) => {
      await deleteDicts(app.db, [request.query.id], currentUser(request).username, app.clock());
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: DictIdsQuery }>(
    `${DICT}/deleteBatch`,
    {
      config: { permission: 'dict:delete', log: '批量删除字典', audit: { ...DICT_AUDIT, ids: 'query.ids' } },
      schema: { querystring: ref('DictIdsQuery') },
    },
    async (request, reply) => {
      await deleteDicts(app.db, splitIds(request.query.ids), currentUser(request).username, app.clock());
      return reply.ok(null, '批量删除成功!');
    },
  );

  // The recycle bin: what 删除 moved there, to take back or delete for good.
  app.get(`${DICT}/deleteList`, { config: { permission: 'dict:delete' } }, async (_request, reply) =>
    reply.ok(await recycledDicts(app.db), '查询成功'),
  );

  app.put<{ Params: DictIdQuery }>(
    `${DICT}/back/:id`,
    {
      config: { permission: 'dict:delete', log: '取回字典', audit: { ...DICT_AUDIT, ids: 'result.id' } },
      schema: { params: ref('DictIdQuery') },
    },
    async (request, reply) =>
      reply.ok(
        await restoreDict(app.db, request.params.id, currentUser(request).username, app.clock()),
        '操作成功!',
      ),
  );

  app.delete<{ Params: DictIdQuery }>(
    `${DICT}/deletePhysic/:id`,
    { config: { permission: 'dict:delete', log: '彻底删除字典' }, schema: { params: ref('DictIdQuery') } },
    async (request, reply) => {
      await purgeDicts(app.db, [request.params.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  // The same for several at once: our page's 回收站 (its ticked rows), as 用户回收站 does for users.
  app.put<{ Body: DictRecycleRequest }>(
    `${DICT}/putRecycleBin`,
    { config: { permission: 'dict:delete', log: '取回字典' }, schema: { body: ref('DictRecycleRequest') } },
    async (request, reply) => {
      const ids = Array.isArray(request.body.ids) ? request.body.ids : splitIds(request.body.ids);
      await restoreDicts(app.db, ids, currentUser(request).username, app.clock());
      return reply.ok(null, '还原成功');
    },
  );

  app.delete<{ Querystring: DictRecycleQuery }>(
    `${DICT}/deleteRecycleBin`,
    {
      config: { permission: 'dict:delete', log: '彻底删除字典' },
      schema: { querystring: ref('DictRecycleQuery') },
    },
    async (request, reply) => {
      await purgeDicts(app.db, splitIds(request.query.ids));
      return reply.ok(null, '删除成功!');
    },
  );

  // JeecgBoot empties its Redis dictionary caches here. Dougong's read cache is exact (a write forgets it
  // before its answer leaves, db/read-cache.ts), so there is nothing stale to clear: the call succeeds.
  app.get(`${DICT}/refleshCache`, { config: { permission: 'dict:list' } }, async (_request, reply) =>
    reply.ok(null, '刷新缓存完成！'),
  );

  // The same options as getDictItems, every dictionary at once: any signed-in user.
  app.get(`${DICT}/queryAllDictItems`, { config: { permission: 'session' } }, async (_request, reply) =>
    reply.ok(await allDictOptions(app.db), '查询成功'),
  );

  // The code is checked by dictOptions() rather than a route schema, for the messages of SPEC.md §8.
  // Every page's selects and cells ask for dictionaries: each is read and serialised once a write
  // generation (db/read-cache.ts); an error is never kept as an answer. A table dictionary
  // ('sys_user,realname,username') is read through the registry for this caller, never remembered.
  app.get<{ Params: { code: string } }>(
    `${DICT}/getDictItems/:code`,
    { config: { permission: 'session' } },
    async (request, reply) => {
      const { code } = request.params;
      if (isTableDict(code) && code.length <= 100)
        return reply.ok(await tableDictOptions(app.db, currentUser(request), code));
      const { remember } = app.readCache;
      const options = await remember(
        `dict-json:${code}`,
        async () => new JsonText(JSON.stringify(await dictOptions(app.db, code, remember))),
      );
      return reply.ok(options);
    },
  );

  // JeecgBoot's search selects (JSearchSelectTag.vue, JVxeSelectDictSearchCell.js): the options whose text
  // contains what is typed, and the texts of stored values. A table dictionary is read as getDictItems reads
  // it (the registry, the table page's permission and data rules); never remembered, as they depend on the
  // keyword or the caller.
  app.get<{ Params: { code: string }; Querystring: DictLoadQuery }>(
    `${DICT}/loadDict/:code`,
    { config: { permission: 'session' }, schema: { querystring: ref('DictLoadQuery') } },
    async (request, reply) => {
      const { code } = request.params;
      const { keyword, pageSize = 100 } = request.query;
      return reply.ok(
        await loadDict(app.db, currentUser(request), code, keyword, pageSize, app.readCache.remember),
        '查询成功',
      );
    },
  );

  app.get<{ Params: { code: string }; Querystring: DictLoadItemQuery }>(
    `${DICT}/loadDictItem/:code`,
    { config: { permission: 'session' }, schema: { querystring: ref('DictLoadItemQuery') } },
    async (request, reply) => {
      const keys = splitIds(request.query.key).slice(0, 100);
      const keepMissing = request.query.delNotExist === false;
      const { code } = request.params;
      return reply.ok(
        await loadDictItem(app.db, currentUser(request), code, keys, keepMissing, app.readCache.remember),
        '查询成功',
      );
    },
  );

  // JTreeSelect.vue's tree dictionaries: only the tables, columns and conditions of tree-dicts.ts.
  app.get<{ Querystring: DictTreeQuery }>(
    `${DICT}/loadTreeData`,
    { config: { permission: 'session' }, schema: { querystring: ref('DictTreeQuery') } },
    async (request, reply) =>
      reply.ok(await treeDictChildren(app.db, currentUser(request), request.query), '查询成功'),
  );

  app.get<{ Querystring: DictTreeListQuery }>(
    `${DICT}/treeList`,
    { config: { permission: 'dict:list' }, schema: { querystring: ref('DictTreeListQuery') } },
    async (request, reply) => {
      const scope = await ruleScopeOf(app.db, currentUser(request), 'dict:list');
      return reply.ok(await dictTree(app.db, request.query.dictName, scope), '查询成功');
    },
  );

  // Without the trailing slash the path above does not match; the code is just as empty.
  app.get(`${DICT}/getDictItems`, { config: { permission: 'session' } }, async () => {
    throw new APP_ERR_DICT_CODE_EMPTY();
  });

  app.get<{ Querystring: DictItemListQuery }>(
    `${ITEM}/list`,
    { config: { permission: 'dict:list' }, schema: { querystring: ref('DictItemListQuery') } },
    async (request, reply) =>
      reply.ok(await listItems(app.db, request.query, app.readCache.remember), '查询成功'),
  );

  // DictItemModal.vue's check while a value is typed. A taken value is an answer, not a failed request:
  // HTTP 200 with success false, as the modal's validator reads it (the duplicate check's words).
  app.get<{ Querystring: DictItemCheckQuery }>(
    `${ITEM}/dictItemCheck`,
    { config: { permission: 'dict:list' }, schema: { querystring: ref('DictItemCheckQuery') } },
    async (request, reply) => {
      const { dictId, itemValue, id } = request.query;
      if (await itemValueFree(app.db, dictId, itemValue, id || undefined)) return reply.ok(null, VALUE_FREE);
      const body: EnvelopeBody = {
        success: false,
        message: VALUE_TAKEN,
        code: 200,
        result: null,
        timestamp: app.clock().getTime(),
      };
      return reply.send(body);
    },
  );

  app.delete<{ Querystring: DictItemIdsQuery }>(
    `${ITEM}/deleteBatch`,
    {
      config: {
        permission: 'dict:delete',
        log: '批量删除字典项',
        audit: { ...ITEM_AUDIT, ids: 'query.ids' },
      },
      schema: { querystring: ref('DictItemIdsQuery') },
    },
    async (request, reply) => {
      await deleteItems(app.db, splitIds(request.query.ids));
      return reply.ok(null, '删除成功!');
    },
  );

  app.get<{ Querystring: DictItemIdQuery }>(
    `${ITEM}/queryById`,
    { config: { permission: 'dict:list' }, schema: { querystring: ref('DictItemIdQuery') } },
    async (request, reply) => reply.ok(await getItem(app.db, request.query.id), '查询成功'),
  );

  app.post<{ Body: DictItemAddRequest }>(
    `${ITEM}/add`,
    {
      config: { permission: 'dict:add', log: '添加字典项', audit: { ...ITEM_AUDIT, ids: 'result.id' } },
      schema: { body: ref('DictItemAddRequest') },
    },
    async (request, reply) =>
      reply.ok(await addItem(app.db, currentUser(request).username, request.body, app.clock()), '添加成功！'),
  );

  app.put<{ Body: DictItemEditRequest }>(
    `${ITEM}/edit`,
    {
      config: { permission: 'dict:edit', log: '编辑字典项', audit: { ...ITEM_AUDIT, ids: 'body.id' } },
      schema: { body: ref('DictItemEditRequest') },
    },
    async (request, reply) =>
      reply.ok(await editItem(app.db, currentUser(request).username, request.body, app.clock()), '编辑成功!'),
  );

  app.delete<{ Querystring: DictItemIdQuery }>(
    `${ITEM}/delete`,
    {
      config: { permission: 'dict:delete', log: '删除字典项', audit: { ...ITEM_AUDIT, ids: 'query.id' } },
      schema: { querystring: ref('DictItemIdQuery') },
    },
    async (request, reply) => {
      await deleteItem(app.db, request.query.id);
      return reply.ok(null, '删除成功!');
    },
  );
};
