import {
  ClearOutlined,
  CloseOutlined,
  CodeOutlined,
  EllipsisOutlined,
  EyeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  ImportOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useOverflow } from './useOverflow';

export type DialogName = 'preview' | 'json' | 'code' | 'import' | 'name' | 'versions';

interface DesignerToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  /** A saved design has versions to list. */
  saved: boolean;
  onAction: (action: 'undo' | 'redo' | 'clear') => void;
  onDialog: (dialog: DialogName) => void;
  onSave: () => void;
  onClose: () => void;
}

interface ToolbarAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
  /** Drawn as its icon alone (its label is its name and tooltip). */
  iconOnly?: boolean;
  tip?: string;
}

/** What moves into 更多 first when the row is too narrow; undo, redo, save and close always show. */
const SPILL_ORDER = ['versions', 'clear', 'import', 'code', 'json', 'preview'];

/**
 * The designer's toolbar (SPEC.md §2): undo, redo, clear, preview, JSON out and in, code, save, versions,
 * close — on one row; what does not fit goes into a 更多 menu.
 */
export function DesignerToolbar({
  canUndo,
  canRedo,
  saved,
  onAction,
  onDialog,
  onSave,
  onClose,
}: DesignerToolbarProps) {
  const actions: ToolbarAction[] = [
    {
      key: 'undo',
      label: '撤销',
      tip: '撤销 (Ctrl+Z)',
      icon: <UndoOutlined />,
      iconOnly: true,
      disabled: !canUndo,
      onClick: () => onAction('undo'),
    },
    {
      key: 'redo',
      label: '重做',
      tip: '重做 (Ctrl+Shift+Z)',
      icon: <RedoOutlined />,
      iconOnly: true,
      disabled: !canRedo,
      onClick: () => onAction('redo'),
    },
    { key: 'clear', label: '清空', icon: <ClearOutlined />, onClick: () => onAction('clear') },
    { key: 'preview', label: '预览', icon: <EyeOutlined />, onClick: () => onDialog('preview') },
    { key: 'json', label: '生成JSON', icon: <FileTextOutlined />, onClick: () => onDialog('json') },
    { key: 'code', label: '生成代码', icon: <CodeOutlined />, onClick: () => onDialog('code') },
    { key: 'import', label: '导入JSON', icon: <ImportOutlined />, onClick: () => onDialog('import') },
    { key: 'save', label: '保存', icon: <SaveOutlined />, primary: true, onClick: onSave },
    ...(saved
      ? [{ key: 'versions', label: '版本', icon: <HistoryOutlined />, onClick: () => onDialog('versions') }]
      : []),
    { key: 'close', label: '关闭', icon: <CloseOutlined />, onClick: onClose },
  ];
  const { containerRef, measureRef, hidden } = useOverflow(
    actions.map((action) => action.key),
    SPILL_ORDER,
  );
  const spilled = actions.filter((action) => hidden.has(action.key));
  return (
    <div ref={containerRef} className="dg-designer-toolbar" role="toolbar" aria-label="设计器工具栏">
      {actions
        .filter((action) => !hidden.has(action.key))
        .map((action) => {
          const button = (
            <Button
              key={action.key}
              ref={measureRef(action.key)}
              size="small"
              type={action.primary ? 'primary' : 'default'}
              icon={action.icon}
              disabled={action.disabled}
              aria-label={action.iconOnly ? action.label : undefined}
              onClick={action.onClick}
            >
              {action.iconOnly ? null : action.label}
            </Button>
          );
          return action.tip ? (
            <Tooltip key={action.key} title={action.tip}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      {spilled.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: spilled.map((action) => ({
              key: action.key,
              label: action.label,
              icon: action.icon,
              disabled: action.disabled,
              onClick: action.onClick,
            })),
          }}
        >
          <Button size="small" icon={<EllipsisOutlined />}>
            更多
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
