/**
 * A grid's column spans (out of 24), shared by the renderer, the designer's canvas and the code generator
 * (pure: the CLI's generator imports it under Node).
 */

/** A column's span: 0–24; form-making leaves a newly added column's span '' and draws it as 12. */
export function spanOf(span: unknown): number {
  return typeof span === 'number' && span >= 0 && span <= 24 ? Math.floor(span) : 12;
}

/**
 * Whether a row's spans fill it (24 or more): then a column wrapped onto a line of its own may take the
 * whole line; a row that leaves room on purpose keeps its widths.
 *
 * @example
 * fillsRow([{ span: 6 }, { span: 18 }]) // true
 */
export function fillsRow(columns: ReadonlyArray<{ span?: unknown }>): boolean {
  return columns.reduce((sum, column) => sum + spanOf(column.span), 0) >= 24;
}
