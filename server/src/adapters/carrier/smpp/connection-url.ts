/**
 * SMPP_URL: `smpp://system_id:password@host:2775?system_type=&bind=transceiver&window=10`
 * (`smpps://` over TLS). Read once at start, so a mistake stops the server with its reason
 * rather than failing every message.
 */

export interface SmppConnection {
  host: string
  port: number
  tls: boolean
  systemId: string
  password: string
  systemType: string
  /** Requests sent and not yet answered, at most (on the session that submits). */
  window: number
  /**
   * `transceiver` (the default): one session both ways. `transmitter_receiver`: a transmitter
   * session for submits and a receiver session for receipts and messages from handsets.
   */
  bindMode?: 'transceiver' | 'transmitter_receiver'
}

export const defaultSmppPort = 2775
const defaultWindow = 10
const maxWindow = 1000
const knownParameters = new Set(['system_type', 'bind', 'window'])

/** The C-octet strings of bind_transceiver, NUL excluded (SMPP 3.4 section 4.1.1). */
const maxLengths = { system_id: 15, password: 8, system_type: 12 }

export function parseSmppUrl(value: string): SmppConnection {
  const fail = (reason: string): never => {
    throw new Error(`SMPP_URL ${reason}`)
  }
  const url = URL.canParse(value) ? new URL(value) : fail(`is not a URL: "${value}"`)
  if (url.protocol !== 'smpp:' && url.protocol !== 'smpps:')
    fail(`must start with smpp:// or smpps:// (got ${url.protocol})`)
  if (!url.hostname) fail('has no host')
  for (const name of url.searchParams.keys())
    if (!knownParameters.has(name)) fail(`has an unknown parameter "${name}"`)
  const bind = url.searchParams.get('bind') ?? 'transceiver'
  // Receipts come back on the same session only when it is bound as a transceiver.
  if (bind !== 'transceiver') fail(`bind must be "transceiver" (got "${bind}")`)
  const fields = {
    system_id: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    system_type: url.searchParams.get('system_type') ?? '',
  }
  if (!fields.system_id) fail('has no system_id (smpp://system_id:password@host)')
  for (const [name, max] of Object.entries(maxLengths))
    if (fields[name as keyof typeof fields].length > max)
      fail(`${name} is longer than ${max} characters`)
  const window = Number(url.searchParams.get('window') ?? defaultWindow)
  if (!Number.isInteger(window) || window < 1 || window > maxWindow)
    fail(`window must be a whole number from 1 to ${maxWindow}`)
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : defaultSmppPort,
    tls: url.protocol === 'smpps:',
    systemId: fields.system_id,
    password: fields.password,
    systemType: fields.system_type,
    window,
  }
}
