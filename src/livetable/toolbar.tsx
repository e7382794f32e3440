/**
 * The live table's toolbar (JVxeTable's JVxeToolbar): 新增, 插入, 删除, 上移, 下移, 清空选择 and, when the host
 * saves, 保存. Under an authority prefix (SPEC.md §6, JVxeTable's `authPre`) a button whose code the user lacks
 * is hidden: `${authPre}add` hides 新增 and 插入, `${authPre}remove` or `${authPre}batch_delete` hides 删除,
 * `${authPre}save` hides 保存, `${authPre}clearSelection` hides 清空选择. 上移 / 下移 follow no code.
 */
import { Button, Space } from 'antd';

/** The toolbar's actions, by JVxeTable's codes. */
export type ToolbarAction = 'add' | 'insert' | 'remove' | 'moveUp' | 'moveDown' | 'save' | 'clearSelection';

/**
 * Is a toolbar action shown? Without a prefix (or without hasAuth) always; with one, JVxeTable's codes decide
 * and lacking batch_delete also hides remove. A prefix without a trailing ':' gets one, as in JVxeTable.
 *
 * @example
 * toolbarAllows('remove', 'order', (code) => code !== 'order:batch_delete'); // false
 */
export function toolbarAllows(
  action: ToolbarAction,
  authPre: string | undefined,
  hasAuth: ((code: string) => boolean) | undefined,
): boolean {
  if (!authPre || !hasAuth) return true;
  const pre = authPre.endsWith(':') ? authPre : `${authPre}:`;
  switch (action) {
    case 'add':
    case 'insert':
      return hasAuth(`${pre}add`);
    case 'remove':
      return hasAuth(`${pre}remove`) && hasAuth(`${pre}batch_delete`);
    case 'save':
      return hasAuth(`${pre}save`);
    case 'clearSelection':
      return hasAuth(`${pre}clearSelection`);
    default:
      return true;
  }
}

export interface ToolbarProps {
  selectedCount: number;
  /** Rows can be moved (there are rows and a selection). */
  canMove: boolean;
  authPre?: string;
  hasAuth?: (code: string) => boolean;
  /** 保存 is shown only when the host handles it. */
  onSave?: () => void;
  onAction: (action: Exclude<ToolbarAction, 'save'>) => void;
}

/**
 * @example
 * <LiveToolbar selectedCount={2} canMove onAction={(a) => run(a)} authPre="order:" hasAuth={can} />
 */
export function LiveToolbar({ selectedCount, canMove, authPre, hasAuth, onSave, onAction }: ToolbarProps) {
  const shows = (action: ToolbarAction) => toolbarAllows(action, authPre, hasAuth);
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      {shows('add') && (
        <Button type="primary" onClick={() => onAction('add')}>
          新增
        </Button>
      )}
      {shows('insert') && (
        <Button onClick={() => onAction('insert')} title="在选中行（或当前行）的上方插入一行">
          插入
        </Button>
      )}
      {onSave && shows('save') && <Button onClick={onSave}>保存</Button>}
      {shows('remove') && (
        <Button danger disabled={selectedCount === 0} onClick={() => onAction('remove')}>
          删除
        </Button>
      )}
      <Button disabled={!canMove} onClick={() => onAction('moveUp')}>
        上移
      </Button>
      <Button disabled={!canMove} onClick={() => onAction('moveDown')}>
        下移
      </Button>
      {selectedCount > 0 && shows('clearSelection') && (
        <Button onClick={() => onAction('clearSelection')}>清空选择</Button>
      )}
    </Space>
  );
}
