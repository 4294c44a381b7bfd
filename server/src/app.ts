import { Hono } from 'hono'
import type { ServerConfig } from './config'
import { serveClient } from './http/client'

export function createApp(config: Pick<ServerConfig, 'clientDir'>): Hono {
  const app = new Hono()
  serveClient(app, config.clientDir)
  return app
}
