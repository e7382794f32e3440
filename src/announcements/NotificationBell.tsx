/**
 * The header's notification bell (issue 19, SPEC.md §4 "notification list"): a placeholder that draws nothing
 * until the announcements work lands; the shell already places it beside the user menu.
 *
 * @example
 * <NotificationBell />
 */
export function NotificationBell() {
  return null;
}
