import { serve } from '@hono/node-server'
import { readConfig } from './config'
import { startProduct } from './start'

/** Open connections (keep-alive, event streams) get this long to finish after SIGTERM. */
const shutdownGraceMs = 5000
/** While closing, idle connections are looked for this often. */
const idleSweepMs = 50

const config = readConfig()
const product = await startProduct(config)

const server = serve(
  { fetch: product.app.fetch, port: config.port, hostname: config.host },
  (info) => {
    console.log(`Switchboard is running on http://localhost:${info.port}/ (${product.backing})`)
    if (product.notice) console.log(product.notice)
  },
)

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
    await product.close()
    process.exit(0)
  })
  // Event streams say goodbye and end; a connection is closed as soon as it falls idle, rather
  // than after its keep-alive timeout.
  product.endStreams()
  if ('closeIdleConnections' in server) {
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), idleSweepMs).unref()
  }
}
process.on('SIGTERM', () => shutDown('SIGTERM'))
process.on('SIGINT', () => shutDown('SIGINT'))
