import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'

/**
 * An answer given before the request's body was read in full (a 413, a 401 before the body was
 * looked at) closes the connection: the unread rest of the body would otherwise be read as the
 * start of the next request on that kept-alive socket, or the socket dropped under it. Closing
 * costs one reconnect; draining could mean reading a body of any size for nothing.
 */
export const closeWhenBodyUnread: MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> = async (
  c,
  next,
) => {
  await next()
  // Only under Node's server: app.request() in tests has no incoming message.
  const incoming = c.env?.incoming
  if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close')
}
