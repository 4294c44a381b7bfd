import { serve } from '@hono/node-server'
import { boot } from './boot'
import { readConfig } from './config'

/** Open connections (keep-alive, event streams) get this long to finish after SIGTERM. */
const shutdownGraceMs = 5000

const config = readConfig()
const { app, database } = await boot(config)

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const store = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  console.log(`Switchboard is running on http://localhost:${info.port}/ (${store})`)
})

let closing = false
function shutDown(signal: string): void {
  if (closing) return
  closing = true
  console.log(`${signal}: closing`)
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections()
  }, shutdownGraceMs)
  force.unref()
  server.close(async () => {
    await database.close()
    process.exit(0)
  })
  if ('closeIdleConnections' in server) server.closeIdleConnections()
}
process.on('SIGTERM', () => shutDown('SIGTERM'))
process.on('SIGINT', () => shutDown('SIGINT'))
