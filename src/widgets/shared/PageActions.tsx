import { observer } from '@formily/react';
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import type { Action } from '../../../schemas/generated/page';
import { MenuIcon } from '../../shared/MenuIcon';
import { hasButtonPermission, isVisible, useActionRunner, usePageScope, usePermissions } from '../../runtime';
import { useReloadPage } from './pageReload';

/** The kinds only a crud can run: they need its rows, its form and its endpoints. */
const CRUD_KINDS = new Set<Action['kind']>(['add', 'edit', 'detail', 'delete', 'deleteBatch']);

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface PageActionsProps {
  actions: ReadonlyArray<Action>;
  align?: keyof typeof JUSTIFY;
}

/**
 * Buttons of page JSON actions outside a crud (button and button-group widgets). Each runs through the
 * runtime's action runner over the page scope plus `$selectedKeys: []` (there are no rows to select
 * here); a reload refreshes the page's data widgets. A button is removed when the user lacks its
 * permission (SPEC.md §6) and hidden while its `visible` expression is false; crud-only kinds are not
 * drawn at all, with a console warning for the page's author. While an action runs its button spins,
 * so a double click cannot send it twice.
 *
 * @example
 * <PageActions actions={[{ key: 'sync', label: '同步', kind: 'request', api: '/ywcj/tZszhYwcjReptile/synReptile' }]} align="right" />
 */
export const PageActions = observer(function PageActions({ actions, align = 'left' }: PageActionsProps) {
  const scope = { ...usePageScope(), $selectedKeys: [] };
  const lists = usePermissions();
  const runner = useActionRunner();
  const reload = useReloadPage();
  const [running, setRunning] = useState<Action | null>(null);
  const ignored = actions
    .filter((a) => CRUD_KINDS.has(a.kind))
    .map((a) => `'${a.label}' (${a.kind})`)
    .join(', ');

  useEffect(() => {
    if (ignored) console.warn(`Dougong: crud actions ${ignored} are ignored outside a crud`);
  }, [ignored]);

  const shown = actions.filter(
    (a) =>
      !CRUD_KINDS.has(a.kind) &&
      (!a.permission || hasButtonPermission(a.permission, lists)) &&
      isVisible(a.visible, scope),
  );

  async function run(action: Action) {
    setRunning(action);
    try {
      await runner.run(action, { scope, reload });
    } finally {
      setRunning(null);
    }
  }

  return (
    <Flex className="dg-page-actions" justify={JUSTIFY[align] ?? JUSTIFY.left} gap={8} wrap>
      {shown.map((action) => (
        <Button
          key={action.key ?? action.label}
          type={action.buttonType ?? 'default'}
          danger={action.danger}
          icon={action.icon ? <MenuIcon name={action.icon} /> : undefined}
          loading={running === action}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      ))}
      {runner.holder}
    </Flex>
  );
});
