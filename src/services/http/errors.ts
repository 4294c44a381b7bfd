import type { ValidationBody } from '../../contract/result'
import { problemWords } from './problemWords'

export type { ValidationBody }

export function isValidationBody(body: unknown): body is ValidationBody {
  if (typeof body !== 'object' || body === null) return false
  const { message, errors } = body as Partial<ValidationBody>
  return typeof message === 'string' && typeof errors === 'object' && errors !== null
}

/** Any answer the catalogue does not turn into a value, or a request that never got one. */
export class HttpError extends Error {
  override readonly name = 'HttpError'

  constructor(
    /** The HTTP status; 0 when the request failed before an answer (offline, aborted). */
    readonly status: number,
    readonly url: string,
    /** The answer's parsed JSON body, or its text. */
    readonly body: unknown,
    /** The answer's own message, else the words for a failed request. */
    message = messageOf(body) ?? problemWords('problem.requestFailed'),
  ) {
    super(message)
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
