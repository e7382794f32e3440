import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { greeting } from '../../greeting';
import { MenuIcon } from '../../layouts/MenuIcon';
import { useOpenEntry } from '../../layouts/useOpenEntry';
import { leaves } from '../../router/navTree';
import { navTreeAtom } from '../../router/routeAtoms';
import { useSession } from '../../session/useSession';

const QUICK_LINKS = 8;

/**
 * The workplace (/dashboard/workplace): a greeting, quick links into the user's own menu, and a
 * word about the product.
 *
 * @example
 * { path: '/dashboard/workplace', element: <Workplace /> }
 */
export function Workplace() {
  const session = useSession();
  const nav = useAtomValue(navTreeAtom);
  const open = useOpenEntry();
  const links = leaves(nav)
    .filter((node) => !node.path.startsWith('/dashboard/'))
    .slice(0, QUICK_LINKS);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex align="center" gap={20}>
          <Avatar size={64} src={session?.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {greeting()}，{session?.realname}，祝你开心每一天！
            </Typography.Title>
            <Typography.Text type="secondary">
              {session?.username} · 今天是 {dayjs().format('YYYY年M月D日 dddd')}
            </Typography.Text>
          </div>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="快捷入口">
            {links.length ? (
              <Row gutter={[12, 12]}>
                {links.map((node) => (
                  <Col key={node.path} xs={12} sm={8} md={6}>
                    <Card hoverable size="small" onClick={() => open(node)} style={{ textAlign: 'center' }}>
                      <Flex vertical align="center" gap={8}>
                        <span style={{ fontSize: 22, color: '#1890FF' }}>
                          <MenuIcon name={node.icon} />
                        </span>
                        <Typography.Text ellipsis>{node.title}</Typography.Text>
                      </Flex>
                    </Card>
                  </Col>
                ))}
              </Row>
            ) : (
              <Empty description="暂无可用的菜单" />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="关于 Dougong 斗拱">
            <Typography.Paragraph>
              斗拱是中国木构建筑的构件：几种标准部件相互咬合，撑起整座殿堂。
            </Typography.Paragraph>
            <Typography.Paragraph>
              Dougong 以同样的方式搭建后台：每个业务页面都是一份设计
              JSON，由同一个渲染器绘制；管理员在表单设计器中修改页面，无需重新部署。
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              您有权使用的功能都在顶部菜单中，选中后在左侧菜单里打开具体页面。
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
