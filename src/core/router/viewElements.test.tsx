import { describe, expect, it } from 'vitest';
import type { DynamicRoute } from './dynamicRoutes';
import { viewElement } from './viewElements';

const route = (component: string): DynamicRoute => ({
  kind: 'view',
  path: '/x',
  name: 'x',
  component,
  hidden: false,
  alwaysShow: false,
  meta: { title: '标题' } as DynamicRoute['meta'],
  children: [],
});

describe('viewElement', () => {
  it('draws the page JSON of a JeecgBoot view name, and a page name as itself', () => {
    expect(viewElement(route('system/UserList')).props).toMatchObject({ component: 'system/user-list' });
    expect(viewElement(route('system/SysPositionList')).props).toMatchObject({
      component: 'system/position-list',
    });
    expect(viewElement(route('online/leave-form')).props).toMatchObject({ component: 'online/leave-form' });
  });
});
