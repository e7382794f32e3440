import type { Action } from '../../../schemas/generated/page';
import { PageActions } from '../shared/PageActions';

/**
 * The button widget: one page action (request, dialog, navigate, reload, download, upload), shown only to users
 * holding its permission and while its `visible` expression holds.
 *
 * @example
 * <DgButton action={{ label: '同步', kind: 'request', api: '/ywcj/tZszhYwcjReptile/synReptile', confirm: '确定同步吗？' }} />
 */
export function DgButton({ action }: { action: Action }) {
  return <PageActions actions={[action]} />;
}
