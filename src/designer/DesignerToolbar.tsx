import {
  ClearOutlined,
  CloseOutlined,
  CodeOutlined,
  EyeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  ImportOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';

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

/** The canvas toolbar (SPEC.md §2): undo, redo, clear, preview, JSON out and in, code, save, close. */
export function DesignerToolbar({
  canUndo,
  canRedo,
  saved,
  onAction,
  onDialog,
  onSave,
  onClose,
}: DesignerToolbarProps) {
  return (
    <Flex gap={4} wrap>
      <Tooltip title="Ctrl+Z">
        <Button size="small" icon={<UndoOutlined />} disabled={!canUndo} onClick={() => onAction('undo')}>
          撤销
        </Button>
      </Tooltip>
      <Tooltip title="Ctrl+Shift+Z">
        <Button size="small" icon={<RedoOutlined />} disabled={!canRedo} onClick={() => onAction('redo')}>
          重做
        </Button>
      </Tooltip>
      <Button size="small" icon={<ClearOutlined />} onClick={() => onAction('clear')}>
        清空
      </Button>
      <Button size="small" icon={<EyeOutlined />} onClick={() => onDialog('preview')}>
        预览
      </Button>
      <Button size="small" icon={<FileTextOutlined />} onClick={() => onDialog('json')}>
        生成JSON
      </Button>
      <Button size="small" icon={<CodeOutlined />} onClick={() => onDialog('code')}>
        生成代码
      </Button>
      <Button size="small" icon={<ImportOutlined />} onClick={() => onDialog('import')}>
        导入JSON
      </Button>
      <Button size="small" type="primary" icon={<SaveOutlined />} onClick={onSave}>
        保存
      </Button>
      {saved && (
        <Button size="small" icon={<HistoryOutlined />} onClick={() => onDialog('versions')}>
          版本
        </Button>
      )}
      <Button size="small" icon={<CloseOutlined />} onClick={onClose}>
        关闭
      </Button>
    </Flex>
  );
}
