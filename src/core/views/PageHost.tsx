import { AppstoreOutlined } from '@ant-design/icons';
import { Flex, Result, Typography } from 'antd';

/**
 * Where a menu page's design JSON is drawn. For now it shows the page title and says the renderer
 * draws it; the renderer issue replaces the body.
 *
 * @example
 * <PageHost component="system/user-list" title="用户管理" />
 */
export function PageHost({ component, title }: { component: string; title: string }) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Result
        icon={<AppstoreOutlined />}
        title="此页面由渲染器绘制"
        subTitle={`页面定义「${component}」将由 Dougong 渲染器按设计 JSON 绘制，即将上线。`}
      />
    </Flex>
  );
}
