import { describe, expect, it } from 'vitest';
import type { AuthItem } from '../../../schemas';
import { hasButtonPermission, hiddenByPrefix, isDisabledByAuth, toolbarButtonVisible } from './authRules';

const item = (action: string, type: '1' | '2', status?: '0' | '1'): AuthItem => ({
  action,
  type,
  describe: action,
  ...(status ? { status } : {}),
});

describe('button permission (SPEC.md §6)', () => {
  const cases: Array<[string, AuthItem[], AuthItem[], AuthItem[] | undefined, boolean]> = [
    ['held by the user', [item('user:add', '1')], [item('user:add', '1', '1')], undefined, true],
    ['not held, enforced by the system', [], [item('user:add', '1', '1')], undefined, false],
    ['not held, switched off in the system (status 0)', [], [item('user:add', '1', '0')], undefined, true],
    ['not held, unknown to the system', [], [], undefined, false],
    [
      'held only as a type-2 entry (ignored)',
      [item('user:add', '2')],
      [item('user:add', '1', '1')],
      undefined,
      false,
    ],
    ['in the form permissionList', [], [item('user:add', '1', '1')], [item('user:add', '1')], true],
    [
      'form list decides: absent there though the user holds it',
      [item('user:add', '1')],
      [],
      [item('x', '1')],
      false,
    ],
    [
      'form list of only type-2 entries defers to the global lists',
      [item('user:add', '1')],
      [],
      [item('x', '2')],
      true,
    ],
  ];
  it.each(cases)('%s', (_case, auth, allAuth, permissionList, shown) => {
    expect(hasButtonPermission('user:add', { auth, allAuth }, permissionList)).toBe(shown);
  });
});

describe('disable check (SPEC.md §6)', () => {
  const cases: Array<[string, AuthItem[], AuthItem[], AuthItem[] | undefined, boolean]> = [
    ['page list has a type-2 entry', [], [], [item('f', '2')], true],
    ['page list has only a type-1 entry; no global entry', [], [], [item('f', '1')], false],
    ['global type-2 with status 0 is switched off', [], [item('f', '2', '0')], undefined, false],
    ['global type-2 in force, user lacks it', [], [item('f', '2', '1')], undefined, true],
    ['global type-2 in force, user holds it', [item('f', '2')], [item('f', '2', '1')], undefined, false],
    ['no entry anywhere', [], [], undefined, false],
    ['global type-1 entries do not disable', [], [item('f', '1', '1')], undefined, false],
  ];
  it.each(cases)('%s', (_case, auth, allAuth, permissionList, disabled) => {
    expect(isDisabledByAuth('f', { auth, allAuth }, permissionList)).toBe(disabled);
  });
});

describe('data-permission helper and toolbar prefix (SPEC.md §6)', () => {
  const allAuth = [
    item('order:add', '1', '1'),
    item('order:batch_delete', '1', '1'),
    item('order:export', '1', '0'),
    item('order:amount', '2', '1'),
    item('user:add', '1', '1'),
  ];

  it('returns enforced type-1 actions under the prefix that the user lacks, prefix stripped', () => {
    expect(hiddenByPrefix('order:', { auth: [item('order:add', '1')], allAuth })).toEqual(['batch_delete']);
    expect(hiddenByPrefix('order:', { auth: [], allAuth })).toEqual(['add', 'batch_delete']);
    expect(hiddenByPrefix('user:', { auth: [item('user:add', '1')], allAuth })).toEqual([]);
  });

  it('hides toolbar buttons by the prefix; a hidden batch_delete also hides remove', () => {
    const lists = { auth: [item('order:add', '1')], allAuth };
    expect(toolbarButtonVisible('add', 'order:', lists)).toBe(true);
    expect(toolbarButtonVisible('batch_delete', 'order:', lists)).toBe(false);
    expect(toolbarButtonVisible('remove', 'order:', lists)).toBe(false);
    expect(toolbarButtonVisible('remove', undefined, lists)).toBe(true);
    const granted = { auth: [item('order:add', '1'), item('order:batch_delete', '1')], allAuth };
    expect(toolbarButtonVisible('remove', 'order:', granted)).toBe(true);
  });
});
