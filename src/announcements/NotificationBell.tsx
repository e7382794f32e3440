import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { putAction } from '../core/http/api';
import { useSession } from '../core/session/useSession';
import { useSettings } from '../core/settings/settingsState';
import { formatTime } from './formatTime';
import { MARK_READ, MY_ANNOUNCEMENTS_PATH, type Notice } from './types';
import { useNotices } from './useNotices';

const AnnouncementModal = lazy(() => import('./AnnouncementModal'));

/**
 * The header's notification bell (SPEC.md §2, §4; docs/announcements.md): the unread count on a badge and a
 * popover with the tabs 通知 (n) and 系统消息 (n), the newest unread titles with sender and time, and 查看更多
 * (→ /isps/userAnnouncement). Clicking one opens the announcement modal and marks it read; the counts reload
 * after. Counts arrive on load, on every push of the bell socket and by polling.
 *
 * @example
 * <NotificationBell />
 */
export function NotificationBell({ dark: darkProp }: { dark?: boolean }) {
  const session = useSession();
  // The header is dark with the dark menu theme (as BasicLayout draws it), unless the host says otherwise.
  const [settings] = useSettings();
  const dark = darkProp ?? settings.navTheme === 'dark';
  const userId = session?.userInfo?.id;
  const { notices, reload } = useNotices(userId && session ? { userId, token: session.token } : null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<Notice | null>(null);
  const navigate = useNavigate();
  const total = notices.anntMsgTotal + notices.sysMsgTotal;

  const show = (notice: Notice) => {
    setOpen(false);
    setOpened(notice);
    void putAction(MARK_READ, { anntId: notice.anntId ?? notice.id }, { silent: true })
      .catch(() => undefined)
      .then(() => reload());
  };

  const list = (items: Notice[], label: string) =>
    items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`暂无未读${label}`} />
    ) : (
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            style={{ cursor: 'pointer', paddingInline: 4 }}
            onClick={() => show(item)}
            aria-label={`查看 ${item.titile}`}
          >
            <List.Item.Meta
              avatar={<SoundOutlined style={{ color: item.priority === 'H' ? '#f5222d' : '#1890ff' }} />}
              title={<Typography.Text ellipsis={{ tooltip: item.titile }}>{item.titile}</Typography.Text>}
              description={`${item.sender ?? ''} 发布于 ${formatTime(item.sendTime)}`}
            />
          </List.Item>
        )}
      />
    );

  const content = (
    <div style={{ width: 336 }} data-testid="notice-popover">
      <Tabs
        centered
        size="small"
        items={[
          {
            key: 'annt',
            label: `通知 (${notices.anntMsgTotal})`,
            children: list(notices.anntMsgList, '通知'),
          },
          {
            key: 'sys',
            label: `系统消息 (${notices.sysMsgTotal})`,
            children: list(notices.sysMsgList, '系统消息'),
          },
        ]}
      />
      <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setOpen(false);
            navigate(MY_ANNOUNCEMENTS_PATH);
          }}
        >
          查看更多
        </Button>
      </div>
    </div>
  );

  if (!userId) return null;
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
        arrow={false}
      >
        <Button
          type="text"
          aria-label={`消息通知，${total} 条未读`}
          style={{ color: dark ? 'rgba(255,255,255,0.85)' : undefined }}
          icon={
            <Badge count={total} size="small" overflowCount={99} data-testid="notice-count">
              <BellOutlined style={{ fontSize: 16, color: dark ? 'rgba(255,255,255,0.85)' : undefined }} />
            </Badge>
          }
        />
      </Popover>
      {opened && (
        <Suspense fallback={null}>
          <AnnouncementModal notice={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
