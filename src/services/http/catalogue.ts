import type { HttpError } from './errors'

/**
 * What the error catalogue (spec §8) makes happen beyond the failed request. The app wires
 * these to the session machine and the router; tests wire them to spies.
 */
export interface HttpEvents {
  /** 401 or 419 on a request that carried a token: the tokens are already cleared. */
  sessionExpired(error: HttpError): void
  /** 409: the user's email is not verified yet. */
  unverified(error: HttpError): void
  /** 404: the fatal not-found page. */
  notFound(error: HttpError): void
  /** A refused token could not be refreshed for want of an answer: the session keeps going. */
  connectionLost(): void
}
