import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { LivetableWidget } from '../../../schemas/generated/page';

/** The grid and its socket are a chunk of their own: only pages with a live table load them. */
const LivetableView = lazy(() => import('./LivetableView'));

/**
 * The livetable widget as the page renderer draws it.
 *
 * @example
 * <DgLivetable widget={widget} />
 */
export function DgLivetable({ widget }: { widget: LivetableWidget }) {
  return (
    <Suspense fallback={<Spin />}>
      <LivetableView widget={widget} />
    </Suspense>
  );
}
