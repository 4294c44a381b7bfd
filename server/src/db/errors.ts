/** SQLSTATE codes the app reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const uniqueViolation = '23505'
/** Class 22, data exception: a value the column cannot hold (bad encoding, out of range). */
const dataExceptionClass = '22'

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause.
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') return code
  return sqlState((error as { cause?: unknown }).cause)
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === uniqueViolation
}

export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith(dataExceptionClass) ?? false
}
