/**
 * The greeting for the hour of `at` (SPEC.md §9): before 9 '早上好', to 11 '上午好', to 13 '中午好',
 * before 20 '下午好', otherwise '晚上好'. "To 11" and "to 13" include those hours, as JeecgBoot's
 * timeFix() does: 9:00–11:59 is 上午, 12:00–13:59 is 中午, 14:00–19:59 is 下午.
 *
 * @example
 * greeting(new Date(2026, 0, 1, 8, 30)) // '早上好'
 */
export function greeting(at: Date = new Date()): string {
  const hour = at.getHours();
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}
