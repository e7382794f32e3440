/**
 * What a database error means, on either dialect, for the services that must tell a race from a fault.
 */

/**
 * True for a unique-constraint violation on either dialect: two requests inserting the same name at
 * once get past the service's check, and the database has the last word.
 *
 * @example
 * try { await insertDesign(tx, design) } catch (error) { if (isUniqueViolation(error)) throw new APP_ERR_DESIGN_NAME_TAKEN() }
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
