import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import { type AppLocale, appLocales } from '../../../src/contract/constants'
import type { ValidationErrorBody } from '../../../src/contract/errors'
import { contractWords } from '../../../src/contract/messages'
import { summary, validationErrors } from '../../../src/contract/validation'
import { isDataException } from '../db/errors'
import { localeOf } from './locale'
import { type ServerKey, said, serverWords, type Words } from './words'

const [english] = appLocales

const wordsOf = (message: ServerKey | Words): Words =>
  typeof message === 'function' ? message : said(message)

/**
 * An answer other than success, with the JSON body the client reads (always a `message`). The
 * message is said in the request's language when the answer is written; `message` on the error
 * itself is the English, for logs.
 */
export class ApiError extends Error {
  readonly #words: Words

  constructor(
    readonly status: ContentfulStatusCode,
    message: ServerKey | Words,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    const words = wordsOf(message)
    super(words(english))
    this.#words = words
  }

  body(locale: AppLocale = english): Record<string, unknown> {
    return { message: this.#words(locale), ...this.extra }
  }
}

/** Each failing field's messages, to be said in the answer's language. */
export type FieldErrors = Record<string, (ServerKey | Words)[]>

/** 422 `{message, errors: {field: [messages]}}`. */
export class ValidationError extends ApiError {
  readonly #answer: (locale: AppLocale) => ValidationErrorBody

  constructor(answer: (locale: AppLocale) => ValidationErrorBody) {
    super(422, (locale) => answer(locale).message)
    this.#answer = answer
  }

  override body(locale: AppLocale = english): ValidationErrorBody {
    return this.#answer(locale)
  }

  static fromZod(error: ZodError): ValidationError {
    return new ValidationError((locale) => validationErrors(error, locale))
  }

  /** Failing fields and their messages; the first message is the answer's. */
  static fields(fields: FieldErrors): ValidationError {
    return new ValidationError((locale) => {
      const errors = Object.fromEntries(
        Object.entries(fields).map(([field, messages]) => [
          field,
          messages.map((message) => wordsOf(message)(locale)),
        ]),
      )
      const [first] = Object.values(errors).flat()
      return { message: first ?? summary([], contractWords(locale)), errors }
    })
  }

  /** One failing field, e.g. `ValidationError.field('email', 'auth.emailTaken')`. */
  static field(field: string, message: ServerKey | Words): ValidationError {
    return ValidationError.fields({ [field]: [message] })
  }
}

export const unauthenticated = () => new ApiError(401, 'auth.unauthenticated')

/** The one error handler: every failure leaves as JSON with a message, in the request's language. */
export function handleError(error: Error, c: Context): Response {
  const locale = localeOf(c)
  const say = serverWords(locale)
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json(error.body(locale), error.status)
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || say('request.unhandled') }, error.status)
  }
  // Validation should have caught it; a value the database cannot hold is still the caller's.
  if (isDataException(error)) {
    return c.json({ message: say('request.unstorable') }, 400)
  }
  console.error(error)
  return c.json({ message: say('server.error') }, 500)
}
