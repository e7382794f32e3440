/** ISO or 'YYYY-MM-DD HH:mm:ss' as local 'YYYY-MM-DD HH:mm'. @example formatTime('2026-11-24T03:00:00.000Z') */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
