/** SQLSTATE codes the app reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const uniqueViolation = '23505'
/** Class 22, data exception: a value the column cannot hold (bad encoding, out of range). */
const dataExceptionClass = '22'

/** A string field of the driver's error, which Drizzle may wrap as the `cause`. */
function driverField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const value = (error as Record<string, unknown>)[field]
  if (typeof value === 'string') return value
  return driverField((error as { cause?: unknown }).cause, field)
}

const sqlState = (error: unknown) => driverField(error, 'code')

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === uniqueViolation
}

export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith(dataExceptionClass) ?? false
}

/** The name of the unique index or constraint a unique violation broke. */
export function violatedConstraint(error: unknown): string | undefined {
  return isUniqueViolation(error) ? driverField(error, 'constraint') : undefined
}
