/**
 * The script the generated forms' pickers share (user-select, depart-select): the department tree and
 * the users read from the same calls the renderer makes (SPEC.md §7, under /platform), with the signed-in
 * user's token as JeecgBoot's client keeps it, and one picker object per field that the dialog's markup
 * binds to. Written once per form, whatever number of pickers it holds.
 */
import type { Element, Node } from '../../designer/codegen/markup';
import type { EmitContext } from '../../designer/codegen/types';

/**
 * A named slot without props (`<template #footer>`): h() would print a `true` under a `#` name as a
 * bound value.
 *
 * @example
 * slot('#footer', [h('el-button', {}, [raw('取消')])]) // <template #footer><el-button>取消</el-button></template>
 */
export function slot(name: string, children: Node[]): Element {
  return { tag: 'template', attrs: [[name, true]], children };
}

/** Method text moved in one level, inside the object literal the factory returns. */
const indent = (code: string) => code.replace(/^(?=.)/gm, '  ');

/** The template name of each form's department tree, once it has one (and loads it on mount). */
const treeNames = new WeakMap<EmitContext, string>();

/** `: T` in TypeScript, nothing in JavaScript (shorthand for the long helper texts below). */
const typed = (ctx: EmitContext) => (type: string) => (ctx.ts ? `: ${type}` : '');

/**
 * The fetch helper and the department tree: asked once on mount, shared by every picker of the form.
 * Returns the tree's name, exposed to the template (the HTML page returns it from setup).
 */
function departTreeHelper(ctx: EmitContext): string {
  const known = treeNames.get(ctx);
  const tree = known ?? ctx.name('departTree');
  treeNames.set(ctx, tree);
  if (!known) ctx.onMounted('await loadDepartTree();');
  const t = typed(ctx);
  ctx.vue('ref');
  if (ctx.ts)
    ctx.helper(
      'picker-types',
      `/** 部门树的一个节点：GET /sys/sysDepart/queryTreeList 应答的 result 里的一项。 */\n` +
        `interface DepartNode {\n  id: string;\n  orgCode: string;\n  departName: string;\n  children?: DepartNode[];\n}\n\n` +
        `/** 一个用户：GET /sys/user/queryUserComponentData 应答的 result.records 里的一项。 */\n` +
        `interface PickedUser {\n  id: string;\n  username: string;\n  realname: string;\n  sex_dictText?: string;\n  phone?: string | null;\n}`,
    );
  ctx.helper(
    'picker-fetch',
    `/** 选择器的接口前缀：斗拱为 /platform，JeecgBoot 为 /jeecg-boot。 */\n` +
      `const PICKER_API = '/platform';\n\n` +
      `/** GET 一个接口，带上登录凭证（localStorage 的 pro__Access-Token）；失败时只记日志，返回 null。 */\n` +
      `async function pickerGet(path${t('string')}, params${t('Record<string, string | number>')} = {})${t('Promise<unknown>')} {\n` +
      `  let token = '';\n` +
      `  try {\n` +
      `    const stored = JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null')${ctx.ts ? ' as { value?: unknown } | null' : ''};\n` +
      `    if (typeof stored?.value === 'string') token = stored.value;\n` +
      `  } catch {\n    token = '';\n  }\n` +
      `  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));\n` +
      `  try {\n` +
      `    const response = await fetch(PICKER_API + path + '?' + query.toString(), { headers: { 'X-Access-Token': token } });\n` +
      `    const body = (await response.json())${ctx.ts ? ' as { success?: boolean; result?: unknown }' : ''};\n` +
      `    return body.success ? body.result : null;\n` +
      `  } catch (error) {\n    console.warn(path + ' 加载失败', error);\n    return null;\n  }\n}\n\n` +
      `/** 逗号连接的存储值拆成列表。 */\n` +
      `function splitPicked(value${t('unknown')})${t('string[]')} {\n` +
      `  return typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : [];\n}\n\n` +
      `/** 部门树（选择部门、根据部门选择用户共用），挂载时取一次。 */\n` +
      `const ${tree} = ref${ctx.generic('DepartNode[]')}([]);\n` +
      `let departTreeLoading${t('Promise<void> | null')} = null;\n\n` +
      `function loadDepartTree()${t('Promise<void>')} {\n` +
      `  departTreeLoading ??= pickerGet('/sys/sysDepart/queryTreeList').then((result) => {\n` +
      `    ${tree}.value = Array.isArray(result) ? ${ctx.ts ? '(result as DepartNode[])' : 'result'} : [];\n` +
      `  });\n  return departTreeLoading;\n}\n\n` +
      `/** 树里的全部部门，深度优先。 */\n` +
      `function flatDeparts(nodes${t('DepartNode[]')})${t('DepartNode[]')} {\n` +
      `  return nodes.flatMap((node) => [node, ...flatDeparts(node.children ?? [])]);\n}`,
  );
  return tree;
}

/**
 * The user picker class (根据部门选择用户: the tree narrows a page of 10 users, newest first; stores
 * account names or ids, comma-joined; shows real names), once per form.
 *
 * @example
 * userPickerHelper(ctx); ctx.script(`const handlerPicker = createUserPicker(…);`)
 */
export function userPickerHelper(ctx: EmitContext): string {
  const tree = departTreeHelper(ctx);
  const t = typed(ctx);
  const field = (name: string, type: string, value: string) =>
    `    ${name}: ${value}${ctx.ts && type ? ` as ${type}` : ''},\n`;
  ctx.vue('reactive');
  ctx.helper(
    'user-picker',
    `/** 根据部门选择用户：左侧部门树，右侧用户表（每页 10 条，新建的在前），存账号（或 id），显示姓名。 */\n` +
      `function createUserPicker(\n` +
      `  multiple${t('boolean')},\n` +
      `  store${t("'username' | 'id'")},\n` +
      `  read${t('() => unknown')},\n` +
      `  write${t('(value: string) => void')},\n` +
      `) {\n  return reactive({\n` +
      field('multiple', '', 'multiple') +
      field('store', '', 'store') +
      field('read', '', 'read') +
      field('write', '', 'write') +
      field('visible', '', 'false') +
      field('departId', '', "''") +
      field('username', '', "''") +
      field('realname', '', "''") +
      field('pageNo', '', '1') +
      field('total', '', '0') +
      field('records', 'PickedUser[]', '[]') +
      field('picked', 'PickedUser[]', '[]') +
      field('known', 'Record<string, string>', '{}') +
      indent(
        `  keyOf(user${t('PickedUser')})${t('string')} {\n    return this.store === 'id' ? user.id : user.username;\n  },\n\n` +
          `  /** 框里显示的姓名（取不到的显示存储值）。 */\n` +
          `  get label()${t('string')} {\n    return splitPicked(this.read()).map((key) => this.known[key] ?? key).join('，');\n  },\n\n` +
          `  /** 存储值对应的姓名，挂载时取一次。 */\n` +
          `  async resolve()${t('Promise<void>')} {\n` +
          `    const keys = splitPicked(this.read());\n    if (keys.length === 0) return;\n` +
          `    const query${t('Record<string, string | number>')} = this.store === 'id' ? { id: keys.join(',') } : { username: keys.join(',') + ',' };\n` +
          `    const result = (await pickerGet('/sys/user/queryUserComponentData', { ...query, pageNo: 1, pageSize: 100 }))${ctx.ts ? ' as { records?: PickedUser[] } | null' : ''};\n` +
          `    for (const user of result?.records ?? []) this.known[this.keyOf(user)] = user.realname;\n  },\n\n` +
          `  async load()${t('Promise<void>')} {\n` +
          `    const params${t('Record<string, string | number>')} = { pageNo: this.pageNo, pageSize: 10, column: 'createTime', order: 'desc' };\n` +
          `    if (this.departId) params.departId = this.departId;\n` +
          `    if (this.username.trim()) params.username = this.username.trim();\n` +
          `    if (this.realname.trim()) params.realname = this.realname.trim();\n` +
          `    const result = (await pickerGet('/sys/user/queryUserComponentData', params))${ctx.ts ? ' as { records?: PickedUser[]; total?: number } | null' : ''};\n` +
          `    this.records = result?.records ?? [];\n    this.total = result?.total ?? 0;\n  },\n\n` +
          `  show()${t('void')} {\n` +
          `    const keys = splitPicked(this.read());\n` +
          `    this.picked = keys.map((key) => ({ id: key, username: key, realname: this.known[key] ?? key }));\n` +
          `    this.visible = true;\n    void this.load();\n  },\n\n` +
          `  byDepart(id${t('unknown')})${t('void')} {\n    this.departId = id ? String(id) : '';\n    this.goTo(1);\n  },\n\n` +
          `  search()${t('void')} {\n    this.goTo(1);\n  },\n\n` +
          `  goTo(page${t('number')})${t('void')} {\n    this.pageNo = page;\n    void this.load();\n  },\n\n` +
          `  isPicked(user${t('PickedUser')})${t('boolean')} {\n    return this.picked.some((one) => this.keyOf(one) === this.keyOf(user));\n  },\n\n` +
          `  /** 单选只留最新勾选的一个，多选全部保留，翻页、换部门都不丢。 */\n` +
          `  toggle(user${t('PickedUser')})${t('void')} {\n` +
          `    if (this.isPicked(user)) this.picked = this.picked.filter((one) => this.keyOf(one) !== this.keyOf(user));\n` +
          `    else this.picked = this.multiple ? [...this.picked, user] : [user];\n  },\n\n` +
          `  get pickedKeys()${t('string[]')} {\n    return this.records.filter((user) => this.isPicked(user)).map((user) => user.id);\n  },\n\n` +
          `  confirm()${t('void')} {\n` +
          `    for (const user of this.picked) this.known[this.keyOf(user)] = user.realname;\n` +
          `    this.write(this.picked.map((user) => this.keyOf(user)).join(','));\n    this.visible = false;\n  },\n`,
      ) +
      `  });\n}`,
  );
  return tree;
}

/**
 * The department picker class (选择部门: a searchable tree, never cascading, a single picker keeps only
 * the newest tick; stores ids or orgCodes, comma-joined; shows names), once per form.
 *
 * @example
 * departPickerHelper(ctx); ctx.script(`const deptPicker = createDepartPicker(…);`)
 */
export function departPickerHelper(ctx: EmitContext): string {
  const tree = departTreeHelper(ctx);
  const t = typed(ctx);
  ctx.vue('reactive');
  ctx.helper(
    'depart-picker',
    `/** 选择部门：可搜索的部门树，勾选不级联，单选只保留最新勾选的一个；存 id（或机构编码），显示名称。 */\n` +
      `function createDepartPicker(\n` +
      `  multiple${t('boolean')},\n` +
      `  store${t("'id' | 'orgCode'")},\n` +
      `  read${t('() => unknown')},\n` +
      `  write${t('(value: string) => void')},\n` +
      `) {\n  return reactive({\n` +
      `    multiple,\n    store,\n    read,\n    write,\n    visible: false,\n    keyword: '',\n` +
      `    picked: []${ctx.ts ? ' as string[]' : ''},\n` +
      indent(
        `  keyOf(node${t('DepartNode')})${t('string')} {\n    return this.store === 'orgCode' ? node.orgCode : node.id;\n  },\n\n` +
          `  /** 框里显示的部门名称（树里没有的显示存储值）。 */\n` +
          `  get label()${t('string')} {\n` +
          `    const all = flatDeparts(${tree}.value);\n` +
          `    return splitPicked(this.read()).map((key) => all.find((node) => this.keyOf(node) === key)?.departName ?? key).join('，');\n  },\n\n` +
          `  /** 搜索：只留名称含关键字的部门和它们的上级。 */\n` +
          `  shown(nodes${t('DepartNode[]')})${t('DepartNode[]')} {\n` +
          `    const word = this.keyword.trim().toLowerCase();\n    if (!word) return nodes;\n` +
          `    return nodes.flatMap((node) => {\n` +
          `      if (node.departName.toLowerCase().includes(word)) return [node];\n` +
          `      const children = this.shown(node.children ?? []);\n` +
          `      return children.length ? [{ ...node, children }] : [];\n    });\n  },\n\n` +
          `  show()${t('void')} {\n` +
          `    const keys = splitPicked(this.read());\n` +
          `    this.picked = flatDeparts(${tree}.value).filter((node) => keys.includes(this.keyOf(node))).map((node) => node.id);\n` +
          `    this.keyword = '';\n    this.visible = true;\n  },\n\n` +
          `  isPicked(node${t('DepartNode')})${t('boolean')} {\n    return this.picked.includes(node.id);\n  },\n\n` +
          `  toggle(node${t('DepartNode')})${t('void')} {\n` +
          `    if (this.isPicked(node)) this.picked = this.picked.filter((id) => id !== node.id);\n` +
          `    else this.picked = this.multiple ? [...this.picked, node.id] : [node.id];\n  },\n\n` +
          `  /** Ant Design Vue 的 check-strictly 树给出的勾选：单选只留新勾的那个。 */\n` +
          `  check(keys${t('unknown')})${t('void')} {\n` +
          `    const now = (Array.isArray(keys) ? keys : []).map(String);\n` +
          `    const added = now.filter((id) => !this.picked.includes(id));\n` +
          `    this.picked = this.multiple ? now : added.length ? [added[added.length - 1]${ctx.ts ? '!' : ''}] : now.slice(-1);\n  },\n\n` +
          `  confirm()${t('void')} {\n` +
          `    const all = flatDeparts(${tree}.value);\n` +
          `    this.write(all.filter((node) => this.picked.includes(node.id)).map((node) => this.keyOf(node)).join(','));\n` +
          `    this.visible = false;\n  },\n`,
      ) +
      `  });\n}`,
  );
  return tree;
}
