import type { MiddlewareHandler } from 'hono'

/** Every answer: a browser never sniffs a JSON or text answer into HTML or script. */
export const noSniff: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
}

/** Answers holding tokens or the account (login, refresh, user): no cache keeps a copy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
}
