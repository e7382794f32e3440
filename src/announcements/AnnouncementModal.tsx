import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { sanitizeHtml } from '../runtime/sanitize';
import { formatTime } from './formatTime';
import type { Notice } from './types';

const PRIORITY: Record<string, { text: string; color: string }> = {
  L: { text: '一般', color: 'blue' },
  M: { text: '重要', color: 'orange' },
  H: { text: '紧急', color: 'red' },
};

/**
 * The announcement modal (SPEC.md §2): title, sender, send time and the HTML body, cleaned again here; 60 % of
 * the window wide, the body 80 % of its height, with a fullscreen toggle. Loaded on first open: DOMPurify is
 * not part of the header's code.
 *
 * @example
 * <AnnouncementModal notice={opened} onClose={() => setOpened(null)} />
 */
export default function AnnouncementModal({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  const [full, setFull] = useState(false);
  const priority = PRIORITY[notice?.priority ?? ''];
  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      footer={null}
      width={full ? '100%' : '60%'}
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={{ body: { height: full ? 'calc(100vh - 110px)' : '80vh', overflowY: 'auto' } }}
      title={
        <Flex align="center" justify="space-between" style={{ paddingRight: 32 }}>
          <span>通告详情</span>
          <Button
            type="text"
            size="small"
            aria-label={full ? '退出全屏' : '全屏'}
            icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFull(!full)}
          />
        </Flex>
      }
      destroyOnHidden
    >
      {notice && (
        <article aria-label="通告内容">
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {notice.titile}
          </Typography.Title>
          <Flex justify="center" gap={16} style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">发布人：{notice.sender ?? '—'}</Typography.Text>
            <Typography.Text type="secondary">发布时间：{formatTime(notice.sendTime)}</Typography.Text>
            {priority && <Tag color={priority.color}>{priority.text}</Tag>}
          </Flex>
          <div
            className="announcement-body"
            // Cleaned on the server before it was stored, and again here (docs/security.md).
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.msgContent) }}
          />
        </article>
      )}
    </Modal>
  );
}
