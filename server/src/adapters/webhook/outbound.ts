import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Outgoing HTTP to addresses people typed (a vendor's balance checker; webhooks may follow): a
 * timeout, an answer read up to a size limit, no redirects followed, and no private, loopback,
 * link-local or otherwise internal address reached unless the server allows it
 * (OUTBOUND_PRIVATE=allow, for a local test system), so a template cannot make the server read
 * its own network. The host's addresses are checked before the request; a host that changes its
 * answer between the check and the request (DNS rebinding) is not caught here.
 */

export interface OutboundRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  /** Bytes of the answer's body read at most. */
  maxBytes: number
  signal?: AbortSignal
}

export type OutboundAnswer =
  | {
      kind: 'answered'
      status: number
      headers: Record<string, string>
      body: string
      /** The body went past `maxBytes` and was cut there. */
      truncated: boolean
    }
  /** The address is one the server does not call (private or internal). */
  | { kind: 'refused'; host: string }
  | { kind: 'unreachable'; detail: string }
  | { kind: 'timeout' }

export interface OutboundOptions {
  /** Private and internal addresses may be called (tests, a vendor system on the same network). */
  allowPrivate: boolean
  /** The host's addresses; the system resolver unless a test gives one. */
  resolve?: (host: string) => Promise<string[]>
}

const internal = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  internal.addSubnet(network, prefix, 'ipv6')

/** Whether an address is private, loopback, link-local, multicast or otherwise not public. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return internal.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const systemResolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)

/** Reads at most `maxBytes` of a body, then stops reading. */
async function readCapped(response: Response, maxBytes: number) {
  if (!response.body) return { body: '', truncated: false }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let truncated = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const room = maxBytes - size
    chunks.push(value.byteLength > room ? value.subarray(0, room) : value)
    size += Math.min(value.byteLength, room)
    if (value.byteLength > room) {
      truncated = true
      await reader.cancel()
      break
    }
  }
  return { body: Buffer.concat(chunks).toString('utf8'), truncated }
}

export type Outbound = (request: OutboundRequest) => Promise<OutboundAnswer>

export function createOutbound(send: typeof fetch, options: OutboundOptions): Outbound {
  const resolve = options.resolve ?? systemResolve
  return async (request) => {
    const url = new URL(request.url)
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (!options.allowPrivate) {
      let addresses: string[]
      try {
        addresses = isIP(host) ? [host] : await resolve(host)
      } catch (error) {
        return {
          kind: 'unreachable',
          detail: error instanceof Error ? error.message : String(error),
        }
      }
      if (addresses.length === 0 || addresses.some(isInternalAddress))
        return { kind: 'refused', host }
    }
    const timeout = AbortSignal.timeout(request.timeoutMs)
    try {
      const response = await send(url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        redirect: 'manual',
        signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      })
      const { body, truncated } = await readCapped(response, request.maxBytes)
      return {
        kind: 'answered',
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body,
        truncated,
      }
    } catch (error) {
      if (timeout.aborted) return { kind: 'timeout' }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
      return { kind: 'unreachable', detail: cause instanceof Error ? cause.message : String(cause) }
    }
  }
}
