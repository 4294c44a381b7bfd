import { defaultRoutingScope, type RoutingScope } from '../../contract/constants'
import type { HttpClient, RequestOptions } from '../http/client'
import type { Uploader } from '../http/upload'

/**
 * The client with every /v1 call in a routing scope (DOMAIN.md "API paths": hub routing uses
 * the SMS routing paths with `scope=hub`). The default scope is sent as no scope at all, so the
 * SMS screens call exactly what they called before scopes.
 */
export function scopedClient(api: HttpClient, scope: RoutingScope): HttpClient {
  if (scope === defaultRoutingScope) return api
  const { v1 } = api
  const scoped = (options: RequestOptions = {}): RequestOptions => ({
    ...options,
    query: { ...options.query, scope },
  })
  return {
    ...api,
    v1: {
      send: (method, path, body, options) => v1.send(method, path, body, scoped(options)),
      get: (path, options) => v1.get(path, scoped(options)),
      post: (path, body, options) => v1.post(path, body, scoped(options)),
      put: (path, body, options) => v1.put(path, body, scoped(options)),
      patch: (path, body, options) => v1.patch(path, body, scoped(options)),
      delete: (path, options) => v1.delete(path, scoped(options)),
    },
  }
}

/** The uploader with its files sent in a routing scope, as `scopedClient` does for calls. */
export function scopedUploader(uploader: Uploader, scope: RoutingScope): Uploader {
  if (scope === defaultRoutingScope) return uploader
  return {
    ...uploader,
    upload: (path, field, file, options) =>
      uploader.upload(`${path}?scope=${scope}`, field, file, options),
  }
}
