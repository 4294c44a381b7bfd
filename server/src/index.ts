import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'

const config = readConfig()
const app = createApp(config)

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Switchboard is running on http://localhost:${info.port}/`)
})

function shutDown(signal: string): void {
  console.log(`${signal}: closing`)
  server.close(() => process.exit(0))
}
process.on('SIGTERM', () => shutDown('SIGTERM'))
process.on('SIGINT', () => shutDown('SIGINT'))
