import { EyeOutlined, GlobalOutlined, LineChartOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Statistic, Table } from 'antd';
import type { ReactNode } from 'react';
import { useVisitStats, type VisitDay } from './useVisitStats';

const numberOr = (value: unknown): number | string => (typeof value === 'number' ? value : '—');

function StatCard({
  title,
  value,
  icon,
  loading,
}: {
  title: string;
  value: unknown;
  icon: ReactNode;
  loading: boolean;
}) {
  return (
    <Card loading={loading}>
      <Statistic title={title} value={numberOr(value)} prefix={icon} />
    </Card>
  );
}

/**
 * The analysis dashboard, the default home (/dashboard/analysis): visit counters and recent days.
 *
 * @example
 * { path: '/dashboard/analysis', element: <Analysis /> }
 */
export function Analysis() {
  const { loading, loginInfo, visits } = useVisitStats();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <StatCard
          title="总访问量"
          value={loginInfo?.totalVisitCount}
          icon={<LineChartOutlined />}
          loading={loading}
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="今日访问"
          value={loginInfo?.todayVisitCount}
          icon={<EyeOutlined />}
          loading={loading}
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          title="今日访问 IP"
          value={loginInfo?.todayIp}
          icon={<GlobalOutlined />}
          loading={loading}
        />
      </Col>
      <Col span={24}>
        <Card title="近期访问">
          {visits && visits.length ? (
            <Table<VisitDay>
              size="small"
              pagination={false}
              rowKey={(row, i) => row.tian ?? row.type ?? String(i)}
              dataSource={visits}
              columns={[
                { title: '日期', render: (_, row) => row.tian ?? row.type ?? '—' },
                { title: '访问次数', dataIndex: 'visit', align: 'right', render: numberOr },
                { title: '访问 IP 数', dataIndex: 'ip', align: 'right', render: numberOr },
              ]}
            />
          ) : (
            <Empty description={loading ? '加载中…' : '暂无访问数据'} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
