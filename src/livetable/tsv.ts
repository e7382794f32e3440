/**
 * Tab-separated text, as spreadsheets put cells on the clipboard: the grid's copy (VirtualGrid, which keeps no
 * other live table module in its bundle) and paste (clipboard.ts) share it.
 */

/**
 * Tab / newline separated text as rows of cells (a trailing newline adds no row).
 *
 * @example
 * parseTable('a\tb\r\nc\td\n'); // [['a', 'b'], ['c', 'd']]
 */
export function parseTable(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * Cells as tab-separated lines; tabs and newlines inside a value become spaces, so the shape survives.
 *
 * @example
 * formatTable([['a', 'b'], ['c', 'd']]); // 'a\tb\nc\td'
 */
export function formatTable(cells: readonly (readonly string[])[]): string {
  return cells.map((line) => line.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
}
