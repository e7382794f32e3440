import { Input, Modal } from 'antd';
import { useState } from 'react';
import type { AnyDesign } from '../runtime';
import { CodeDialog } from './CodeDialog';
import type { DialogName } from './DesignerToolbar';
import { ImportDialog, JsonDialog, type DesignKind } from './JsonDialogs';
import { PreviewDialog } from './PreviewDialog';
import { VersionsDrawer } from './VersionsDrawer';

/** A new design needs a name before its first save; the server keeps names unique. */
function NameDialog({ onSave, onClose }: { onSave: (name: string) => void; onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <Modal
      open
      title="保存表单"
      okText="保存"
      okButtonProps={{ disabled: !name.trim() }}
      onOk={() => onSave(name.trim())}
      onCancel={onClose}
    >
      <Input
        aria-label="表单名称"
        placeholder="表单名称"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
    </Modal>
  );
}

interface DesignerDialogsProps {
  open: DialogName | null;
  design: AnyDesign;
  /** A page is checked against the page schema on import. */
  kind: DesignKind;
  onClose: () => void;
  onLoad: (design: AnyDesign) => void;
  onSaveNamed: (name: string) => void;
  /** The saved design's id, for its versions. */
  id?: string;
  onRolledBack: () => void;
}

/** The toolbar's dialogs; only the open one is mounted, so each opens fresh. */
export function DesignerDialogs({
  open,
  design,
  kind,
  onClose,
  onLoad,
  onSaveNamed,
  id,
  onRolledBack,
}: DesignerDialogsProps) {
  switch (open) {
    case 'preview':
      return <PreviewDialog design={design} onClose={onClose} />;
    case 'json':
      return <JsonDialog design={design} onClose={onClose} />;
    case 'code':
      return <CodeDialog design={design} onClose={onClose} />;
    case 'import':
      return <ImportDialog kind={kind} onLoad={onLoad} onClose={onClose} />;
    case 'name':
      return <NameDialog onSave={onSaveNamed} onClose={onClose} />;
    case 'versions':
      return id ? <VersionsDrawer id={id} onClose={onClose} onRolledBack={onRolledBack} /> : null;
    default:
      return null;
  }
}
