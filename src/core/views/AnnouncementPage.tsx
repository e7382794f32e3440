import { Empty, Flex, Typography } from 'antd';

/**
 * 我的消息 (/isps/userAnnouncement): the user's announcements. The announcement module comes in a
 * later issue; until then the page says so.
 *
 * @example
 * { path: '/isps/userAnnouncement', element: <AnnouncementPage /> }
 */
export function AnnouncementPage() {
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        我的消息
      </Typography.Title>
      <Empty description="消息中心即将上线，届时这里会列出发给您的通知公告和系统消息。" />
    </Flex>
  );
}
