import type { DataHost } from '../permissions';

/**
 * The server's reason for a 403, when it gave one. The error catalogue answers every 403 with a bare
 * 拒绝访问 (SPEC.md §8); a page action refused by bounded delegation shows the reason beside it, so the
 * administrator learns what to change (不能授予角色「财务」：它包含您自己没有的权限（…）).
 *
 * @example
 * refusalReason(axiosErrorWith(403, { success: false, message: '不能授予角色「财务」…' }), host) // '不能授予角色「财务」…'
 * refusalReason(axiosErrorWith(404, { success: false, message: '用户不存在' }), host)          // undefined
 */
export function refusalReason(error: unknown, host: Pick<DataHost, 'failureOf'>): string | undefined {
  const { status, message: reason } = host.failureOf(error);
  if (status !== 403) return undefined;
  return reason && reason !== '拒绝访问' ? reason : undefined;
}
