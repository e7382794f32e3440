import { isAxiosError } from 'axios';
import { messageOf } from '../../core/http/api';

/**
 * The server's reason for a 403, when it gave one. The error catalogue answers every 403 with a bare
 * 拒绝访问 (SPEC.md §8); a page action refused by bounded delegation shows the reason beside it, so the
 * administrator learns what to change (不能授予角色「财务」：它包含您自己没有的权限（…）).
 *
 * @example
 * refusalReason(axiosErrorWith(403, { success: false, message: '不能授予角色「财务」…' })) // '不能授予角色「财务」…'
 * refusalReason(axiosErrorWith(404, { success: false, message: '用户不存在' }))          // undefined
 */
export function refusalReason(error: unknown): string | undefined {
  if (!isAxiosError(error) || error.response?.status !== 403) return undefined;
  const reason = messageOf(error, '');
  return reason && reason !== '拒绝访问' ? reason : undefined;
}
