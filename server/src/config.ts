import { resolve } from 'node:path'

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number
  host: string
  /** The built client (vite build output). */
  clientDir: string
  /** Where the embedded database keeps its files. */
  dataDir: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
  }
}
