import { App, Button, Drawer, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { DesignVersionItem } from '../../schemas';
import { getAction, messageOf, postAction } from '../core/http/api';

interface VersionsDrawerProps {
  id: string;
  onClose: () => void;
  /** After a rollback the server holds a new latest version; the designer reloads it. */
  onRolledBack: () => void;
}

/** 版本: every save of this design, who saved it and when, with rollback to any earlier one. */
export function VersionsDrawer({ id, onClose, onRolledBack }: VersionsDrawerProps) {
  const { message, modal } = App.useApp();
  const [versions, setVersions] = useState<DesignVersionItem[] | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    getAction<DesignVersionItem[]>('/cgform/cgformDesign/versions', { id }, { silent: true })
      .then((body) => live && setVersions(body.success ? body.result : []))
      .catch((error: unknown) => {
        if (!live) return;
        setVersions([]);
        void message.warning(messageOf(error));
      });
    return () => {
      live = false;
    };
  }, [id, reloads, message]);

  const latest = Math.max(0, ...(versions ?? []).map((v) => v.version));
  function rollback(version: number) {
    modal.confirm({
      title: `回滚到版本 ${version}？`,
      content: '该版本的表单将作为新版本保存，当前版本仍可在此找回。',
      onOk: async () => {
        try {
          const body = await postAction('/cgform/cgformDesign/rollback', { id, version }, { silent: true });
          if (!body.success) return void message.warning(body.message);
          void message.success(body.message);
          setReloads((n) => n + 1);
          onRolledBack();
        } catch (error) {
          void message.warning(messageOf(error, '回滚失败'));
        }
      },
    });
  }

  return (
    <Drawer open title="版本" width={520} onClose={onClose}>
      <Table<DesignVersionItem>
        rowKey="version"
        size="small"
        loading={versions === null}
        dataSource={versions ?? []}
        pagination={false}
        columns={[
          { title: '版本', dataIndex: 'version', width: 60 },
          { title: '保存人', dataIndex: 'savedBy' },
          {
            title: '保存时间',
            dataIndex: 'savedAt',
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          { title: '说明', dataIndex: 'note' },
          {
            title: '操作',
            width: 70,
            render: (_, row) =>
              row.version === latest ? (
                '当前'
              ) : (
                <Button size="small" type="link" onClick={() => rollback(row.version)}>
                  回滚
                </Button>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
