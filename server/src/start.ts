import type { Hono } from 'hono'
import { boot } from './boot'
import type { ServerConfig } from './config'
import { createProxyApp } from './proxy/app'
import { describeSeed, seedOnFirstStart } from './seed'

/** The product as index.ts runs it: the app, what to say about it, and how to stop it. */
export interface Product {
  app: Hono
  /** Where the data lives (or where the API is forwarded), for the start line. */
  backing: string
  /** Told after the start line (how to sign in to freshly seeded demo data). */
  notice: string | null
  /** Ends the open event streams, so the server can close its connections. */
  endStreams(): void
  close(): Promise<void>
}

/** The whole product over its database, or (UPSTREAM_API_URL) a proxy in front of another API. */
export async function startProduct(config: ServerConfig): Promise<Product> {
  const upstream = config.upstreamApiUrl
  if (upstream)
    return {
      app: createProxyApp({ ...config, upstreamApiUrl: upstream }),
      backing: `API forwarded to ${upstream.origin}${upstream.pathname.replace(/\/$/, '')}`,
      notice: null,
      endStreams: () => {},
      close: async () => {},
    }
  const { app, deps, database } = await boot(config)
  const seeded = config.seed.enabled ? await seedOnFirstStart(deps) : null
  return {
    app,
    backing: database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`,
    notice: seeded ? describeSeed(seeded) : null,
    endStreams: () => deps.events.close(),
    close: () => database.close(),
  }
}
