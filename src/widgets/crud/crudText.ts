import type { Column, CrudOptions } from '../../../schemas/generated/page';
import { resolveValue } from '../../runtime';
import type { ExpressionScope } from '../../runtime/expression';
import type { Row } from './useCrudList';

type Mode = 'add' | 'edit' | 'detail';
type Naming = Pick<CrudOptions, 'entity' | 'nameField'>;

/** The record's own name (its nameField), or '' when the page names none or the row has none. */
export function recordName(options: Naming, row?: Row): string {
  const value = options.nameField && row ? row[options.nameField] : undefined;
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A crud dialog's title naming the entity and the record (issue 13, finding 13), so a dialog opened
 * from the wrong row is noticed before anything is saved.
 *
 * @example
 * dialogTitle({ entity: '用户', nameField: 'username' }, 'edit', { username: 'zhangsan' }) // '编辑用户「zhangsan」'
 * dialogTitle({ entity: '角色' }, 'add') // '新增角色'
 */
export function dialogTitle(options: Naming, mode: Mode, row?: Row): string {
  const entity = options.entity ?? '';
  const name = mode === 'add' ? '' : recordName(options, row);
  const named = name ? `「${name}」` : '';
  if (mode === 'add') return `新增${entity}`;
  if (mode === 'edit') return `编辑${entity}${named}`;
  return `${entity}详情${named}`;
}

/**
 * The delete confirmation naming the record (issue 13, finding 10), with the page's deleteWarning (an
 * expression over $row, dropped when it comes out empty) on a second line.
 *
 * @example
 * deleteQuestion({ entity: '用户', nameField: 'username' }, { username: 'tester1' }, scope) // ['删除用户「tester1」?']
 */
export function deleteQuestion(
  options: Naming & Pick<CrudOptions, 'deleteWarning'>,
  row: Row,
  scope: ExpressionScope,
): string[] {
  const name = recordName(options, row);
  const question = name ? `删除${options.entity ?? ''}「${name}」?` : '确定删除吗?';
  const warning = options.deleteWarning ? resolveValue(options.deleteWarning, { ...scope, $row: row }) : '';
  return typeof warning === 'string' && warning.trim() ? [question, warning] : [question];
}

/** Width of a column that does not give one: wide enough for a short Chinese title and value. */
export const DEFAULT_COLUMN_WIDTH = 120;

/**
 * The columns that fit `available` pixels beside the fixed parts (selection and action columns): the
 * lowest priority columns (3, then 2) are dropped, last first, until the rest fit; priority 1 columns
 * always stay, and the table scrolls if even they do not fit. `scrollX` is what the kept ones need.
 *
 * @example
 * fitColumns([{ dataIndex: 'a', width: 300 }, { dataIndex: 'b', width: 300, priority: 2 }], 500, 100)
 * // { columns: [{ dataIndex: 'a', ... }], scrollX: 400 }
 */
export function fitColumns<C extends Pick<Column, 'width' | 'priority'>>(
  columns: ReadonlyArray<C>,
  available: number,
  fixedWidth: number,
): { columns: C[]; scrollX: number } {
  const kept = [...columns];
  const width = () => kept.reduce((sum, c) => sum + (c.width ?? DEFAULT_COLUMN_WIDTH), fixedWidth);
  for (const level of [3, 2]) {
    for (let i = kept.length - 1; i >= 0 && available > 0 && width() > available; i--)
      if ((kept[i]!.priority ?? 1) === level) kept.splice(i, 1);
  }
  return { columns: kept, scrollX: width() };
}
