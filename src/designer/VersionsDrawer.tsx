import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Table } from 'antd';
import { useEffect } from 'react';
import type { DesignVersionItem } from '../../schemas';
import { messageOf } from '../core/http/api';
import { DESIGN_API, versionsQuery } from '../core/views/designReads';
import { useDataHost } from '../runtime';

interface VersionsDrawerProps {
  id: string;
  onClose: () => void;
  /**
   * After a rollback the server holds a new latest version: the designer opens it again and marks stale
   * what changed, this list among them (designChanged), which is read again at once.
   */
  onRolledBack: () => void;
}

const NONE: DesignVersionItem[] = [];

/** 版本: every save of this design, who saved it and when, with rollback to any earlier one. */
export function VersionsDrawer({ id, onClose, onRolledBack }: VersionsDrawerProps) {
  const { message, modal } = App.useApp();
  const host = useDataHost();
  const read = useQuery(versionsQuery(host, id));
  const versions = read.data?.success ? read.data.result : NONE;
  useEffect(() => {
    if (read.error) void message.warning(messageOf(read.error));
  }, [read.error, host, message]);

  const latest = Math.max(0, ...versions.map((v) => v.version));
  function rollback(version: number) {
    modal.confirm({
      title: `回滚到版本 ${version}？`,
      content: '该版本的表单将作为新版本保存，当前版本仍可在此找回。',
      onOk: async () => {
        try {
          const body = await host.post(`${DESIGN_API}/rollback`, { id, version }, { silent: true });
          if (!body.success) return void message.warning(body.message);
          void message.success(body.message);
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
        loading={read.isPending}
        dataSource={versions}
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
