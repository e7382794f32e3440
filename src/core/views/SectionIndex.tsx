import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DynamicRoute } from '../router/dynamicRoutes';
import { MenuIcon } from '../layouts/MenuIcon';

/**
 * The page of a menu folder opened by itself (an alwaysShow folder, or one without a redirect):
 * its pages as cards to pick from.
 *
 * @example
 * <SectionIndex title="系统管理" entries={route.children} />
 */
export function SectionIndex({ title, entries }: { title: string; entries: DynamicRoute[] }) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {entries.length === 0 ? (
        <Empty description="此目录下暂无页面" />
      ) : (
        <Row gutter={[16, 16]}>
          {entries.map((entry) => (
            <Col key={entry.path} xs={24} sm={12} lg={8} xl={6}>
              <Link to={entry.path}>
                <Card hoverable size="small">
                  <Card.Meta avatar={<MenuIcon name={entry.meta.icon} />} title={entry.meta.title} />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
