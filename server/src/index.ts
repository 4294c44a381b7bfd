import { serve } from '@hono/node-server'
import { readConfig } from './config'
import { DataFolderInUse } from './db/data-folder-lock'
import { startProduct } from './start'

/** Open connections (keep-alive, event streams) get this long to finish after SIGTERM. */
const shutdownGraceMs = 5000
/** While closing, idle connections are looked for this often. */
const idleSweepMs = 50
/**
 * An idle keep-alive connection is kept this long. Node's default (5 s) is shorter than what
 * clients and proxies assume, so a client could reuse a socket the server was closing at that
 * moment and get ECONNRESET (seen in CI); clients give up on idle sockets well before this.
 */
const keepAliveTimeoutMs = 65_000

const config = readConfig()
const product = await startProduct(config).catch((error: unknown) => {
  // A refusal the operator can act on is said plainly, without a stack trace.
  if (!(error instanceof DataFolderInUse)) throw error
  console.error(error.message)
  process.exit(1)
})

const server = serve(
  { fetch: product.app.fetch, port: config.port, hostname: config.host },
  (info) => {
    const running = `Switchboard is running on http://localhost:${info.port}/ (${product.backing})`
    // One write: whoever reads up to the start line has the sign-in notice with it.
    console.log(product.notice ? `${running}\n${product.notice}` : running)
  },
)

if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = keepAliveTimeoutMs
  // Headers must be allowed to take longer than the keep-alive, or Node closes first anyway.
  server.headersTimeout = keepAliveTimeoutMs + 1000
}

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
