import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverLimits } from '../../src/contract/constants'
import { register } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

interface Answer {
  status: number
  connection: string | undefined
  body: string
}

describe.each(backends)('a kept-alive connection on %s', (backend) => {
  const server = useTestServer(backend)
  let listening: ServerType
  let port = 0
  // One socket, kept alive: the second request reuses the first one's connection if it may.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })

  beforeAll(async () => {
    listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => listening.once('listening', resolve))
    port = (listening.address() as AddressInfo).port
  })
  afterAll(async () => {
    agent.destroy()
    await new Promise((resolve) => listening.close(resolve))
  })

  const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method, path, agent, headers },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body: text,
            }),
          )
        },
      )
      // The server may answer and close before the whole body is written: that is its right.
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
      })
      outgoing.end(body)
    })

  const tooLarge = Buffer.alloc(serverLimits.maxJsonBodyBytes * 2, 'a')

  it.each([
    ['with its length announced', { 'content-length': String(tooLarge.length) }],
    ['sent in chunks', { 'transfer-encoding': 'chunked' }],
  ])('a 413 for a body %s leaves the next request working', async (_label, framing) => {
    const refused = await send(
      'POST',
      `${apiBase}/token/login`,
      { 'content-type': 'application/json', ...framing },
      tooLarge,
    )
    expect(refused.status).toBe(413)
    expect(refused.connection).toBe('close')
    const next = await send('GET', '/api/build-id', {})
    expect(next.status).toBe(200)
  })

  it('an answer given before a large body is read closes the connection too', async () => {
    const account = await register(server)
    const refused = await send(
      'PUT',
      `${apiBase}/user`,
      {
        'content-type': 'application/json',
        authorization: `Bearer sbt_${account.id}`,
        'content-length': String(tooLarge.length / 4),
      },
      tooLarge.subarray(0, tooLarge.length / 4),
    )
    expect(refused.status).toBe(401)
    expect((await send('GET', '/api/build-id', {})).status).toBe(200)
  })
})
