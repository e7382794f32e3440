import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { Crumb } from './useBreadcrumbTrail';

/**
 * The breadcrumb line above the page: every crumb links except the last, which is plain text.
 *
 * @example
 * <AppBreadcrumb trail={useBreadcrumbTrail()} />
 */
export function AppBreadcrumb({ trail }: { trail: Crumb[] }) {
  const items = trail.map((crumb, i) =>
    i === trail.length - 1 ? { title: crumb.title } : { title: <Link to={crumb.path}>{crumb.title}</Link> },
  );
  return (
    <nav aria-label="面包屑" data-testid="breadcrumb" style={{ margin: '16px 0' }}>
      <Breadcrumb items={items} />
    </nav>
  );
}
