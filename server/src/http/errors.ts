import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import { validationErrors } from '../../../src/contract/validation'
import { isDataException } from '../db/errors'

/** An answer other than success, with the JSON body the client reads (always a `message`). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  body(): Record<string, unknown> {
    return { message: this.message, ...this.extra }
  }
}

/** 422 `{message, errors: {field: [messages]}}`. */
export class ValidationError extends ApiError {
  constructor(errors: Record<string, string[]>, message?: string) {
    const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.'
    super(422, message ?? first, { errors })
  }

  static fromZod(error: ZodError): ValidationError {
    const { message, errors } = validationErrors(error)
    return new ValidationError(errors, message)
  }

  /** One failing field, e.g. `ValidationError.field('email', 'The email has already been taken.')`. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] })
  }
}

export const unauthenticated = () => new ApiError(401, 'Unauthenticated.')

/** The one error handler: every failure leaves as JSON with a message. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json(error.body(), error.status)
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'The request could not be handled.' }, error.status)
  }
  // Validation should have caught it; a value the database cannot hold is still the caller's.
  if (isDataException(error)) {
    return c.json({ message: 'The request holds a value that cannot be stored.' }, 400)
  }
  console.error(error)
  return c.json({ message: 'Internal Server Error' }, 500)
}
