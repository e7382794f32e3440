/**
 * The tables a form design may be bound to (SPEC.md §3 config.tableName, §7 "GET
 * /cgform/cgFormField/onlineFormFields with tableId"). Dougong has no user-defined online tables: the
 * tables a form can bind to are the product's own, declared here with the columns a form may carry and
 * their Chinese titles. The designer offers these columns as the widgets' models, named as the API names
 * them (camelCase). Secrets (password hashes), ids and bookkeeping columns are never offered, and the
 * client's tableId is a key of this list, never an SQL identifier. docs/decisions.md "Binding a form to a
 * table" says why.
 */
import type { OnlineFormField, OnlineTableChoice } from '../../../schemas/index';
import type { Database } from '../../db/index';

/** How a column's values look, for the admin choosing a widget: text, a number or a date. */
export type OnlineColumnType = OnlineFormField['dbType'];

interface OnlineColumn {
  /** The column in the database (snake_case). */
  column: string;
  title: string;
  type: OnlineColumnType;
}

interface OnlineTable {
  table: keyof Database;
  title: string;
  columns: readonly OnlineColumn[];
}

const text = (column: string, title: string): OnlineColumn => ({ column, title, type: 'string' });
const number = (column: string, title: string): OnlineColumn => ({ column, title, type: 'number' });
const date = (column: string, title: string): OnlineColumn => ({ column, title, type: 'date' });

/** In the order the designer lists them. */
export const ONLINE_TABLES: readonly OnlineTable[] = [
  {
    table: 'sys_user',
    title: '用户',
    columns: [
      text('username', '用户账号'),
      text('realname', '用户姓名'),
      text('avatar', '头像'),
      number('sex', '性别'),
      date('birthday', '生日'),
      text('email', '电子邮件'),
      text('phone', '手机号码'),
      text('org_code', '机构编码'),
      number('status', '状态'),
      text('work_no', '工号'),
      text('post', '职务'),
    ],
  },
  {
    table: 'sys_depart',
    title: '部门',
    columns: [
      text('depart_name', '机构名称'),
      text('org_code', '机构编码'),
      text('org_category', '机构类别'),
      number('depart_order', '排序'),
      text('description', '描述'),
    ],
  },
  {
    table: 'sys_role',
    title: '角色',
    columns: [text('role_name', '角色名称'), text('role_code', '角色编码'), text('description', '描述')],
  },
  {
    table: 'sys_position',
    title: '职务',
    columns: [text('code', '职务编码'), text('name', '职务名称'), text('post_rank', '职级')],
  },
  {
    table: 'sys_dict',
    title: '数据字典',
    columns: [text('dict_name', '字典名称'), text('dict_code', '字典编码'), text('description', '描述')],
  },
  {
    table: 'sys_announcement',
    title: '系统通告',
    columns: [
      text('titile', '标题'),
      text('msg_content', '内容'),
      date('start_time', '开始时间'),
      date('end_time', '结束时间'),
      text('priority', '优先级'),
      text('msg_category', '消息类型'),
      text('msg_type', '通告对象类型'),
    ],
  },
];

/** snake_case to the camelCase the API speaks: work_no → workNo. */
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The tables to choose from.
 *
 * @example
 * onlineTables()[0] // { value: 'sys_user', label: '用户（sys_user）' }
 */
export function onlineTables(): OnlineTableChoice[] {
  return ONLINE_TABLES.map(({ table, title }) => ({ value: table, label: `${title}（${table}）` }));
}

/**
 * The model choices of a bound table, or null when the table is not one a form may bind to. A Map-free
 * lookup over constants, so '__proto__' and the like are just unknown names.
 *
 * @example
 * onlineFormFields('sys_user')?.find((f) => f.value === 'workNo')
 * // { value: 'workNo', label: '工号', dbFieldName: 'work_no', dbType: 'string' }
 * onlineFormFields('sys_session') // null
 */
export function onlineFormFields(tableId: string): OnlineFormField[] | null {
  const found = ONLINE_TABLES.find(({ table }) => table === tableId);
  return found
    ? found.columns.map(({ column, title, type }) => ({
        value: camel(column),
        label: title,
        dbFieldName: column,
        dbType: type,
      }))
    : null;
}
