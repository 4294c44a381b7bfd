import { z } from 'zod'
import { smppConnectionLimits as limits } from './constants'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { e164Phone } from './onboarding'

/**
 * Vendor connections (DOMAIN.md, Routing and rates): an SMPP account at a vendor's SMSC, or the
 * local carrier simulator, which every team has, built in, as its default connection. The
 * password is write-only: it is stored sealed and never answered (`has_password` says whether
 * one is set); an update that leaves it empty keeps the one stored.
 */
export const smppConnectionKinds = ['simulator', 'smpp'] as const
export type SmppConnectionKind = (typeof smppConnectionKinds)[number]

/**
 * `transceiver`: one session carries submits out and receipts in. `transmitter_receiver`: two
 * sessions, a transmitter for submits and a receiver for receipts, for SMSCs that want them apart.
 */
export const smppBindModes = ['transceiver', 'transmitter_receiver'] as const
export type SmppBindMode = (typeof smppBindModes)[number]

/**
 * What the server's connection manager says of a connection now: `connecting` before its first
 * bind, `bound`, `reconnecting` after a bound link dropped (binding again with a growing wait),
 * `down` while binds fail or are refused (tried again with a growing wait), `disabled` when it is
 * switched off.
 */
export const smppConnectionStates = [
  'connecting',
  'bound',
  'reconnecting',
  'down',
  'disabled',
] as const
export type SmppConnectionState = (typeof smppConnectionStates)[number]

const hostPattern =
  /^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])$/

const host = requiredText(limits.hostMaxLength).refine(
  (value) => hostPattern.test(value),
  says('smpp.host'),
)
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
/** Printable ASCII: what an SMSC compares byte for byte. */
const ascii = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => /^[\x20-\x7e]*$/.test(value), says('smpp.ascii'))

const fields = {
  name: requiredText(limits.nameMaxLength),
  host,
  port: whole(1, 65_535),
  tls: z.boolean(),
  system_id: ascii(limits.systemIdMaxLength).pipe(z.string().min(1)),
  system_type: ascii(limits.systemTypeMaxLength),
  bind_mode: z.enum(smppBindModes),
  tps: whole(1, limits.maxTps),
  window: whole(1, limits.maxWindow),
  active: z.boolean(),
}

export const smppConnectionRequest = z.object({
  ...fields,
  port: fields.port.default(limits.defaultPort),
  tls: fields.tls.default(false),
  /** Write-only; empty: none on a new connection, the stored one kept on an update. */
  password: ascii(limits.passwordMaxLength).default(''),
  system_type: fields.system_type.default(''),
  bind_mode: fields.bind_mode.default('transceiver'),
  tps: fields.tps.default(limits.defaultTps),
  window: fields.window.default(limits.defaultWindow),
  active: fields.active.default(true),
})
export type SmppConnectionRequest = z.input<typeof smppConnectionRequest>

export const smppConnectionUpdateRequest = z.object({
  name: fields.name.optional(),
  host: fields.host.optional(),
  port: fields.port.optional(),
  tls: fields.tls.optional(),
  system_id: fields.system_id.optional(),
  password: ascii(limits.passwordMaxLength).optional(),
  system_type: fields.system_type.optional(),
  bind_mode: fields.bind_mode.optional(),
  tps: fields.tps.optional(),
  window: fields.window.optional(),
  active: fields.active.optional(),
})
export type SmppConnectionUpdateRequest = z.input<typeof smppConnectionUpdateRequest>

export const smppConnectionStatus = z.object({
  state: z.enum(smppConnectionStates),
  /** The last error, in the SMSC's or the network's words (an SMPP status keeps its name). */
  error: z.string().nullable(),
  since: timestamp.nullable(),
})
export type SmppConnectionStatus = z.infer<typeof smppConnectionStatus>

/**
 * Transmitter + receiver: each session's own state, bound and bound again apart (the
 * connection's `status` is the worse of the two, with its error).
 */
export const smppSessionStatuses = z.object({
  transmitter: smppConnectionStatus,
  receiver: smppConnectionStatus,
})
export type SmppSessionStatuses = z.infer<typeof smppSessionStatuses>

export const smppConnectionResource = z.object({
  id: z.string(),
  kind: z.enum(smppConnectionKinds),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  tls: z.boolean(),
  system_id: z.string(),
  has_password: z.boolean(),
  system_type: z.string(),
  bind_mode: z.enum(smppBindModes),
  tps: z.number(),
  window: z.number(),
  active: z.boolean(),
  is_default: z.boolean(),
  status: smppConnectionStatus,
  /** Each session's state in transmitter + receiver mode; null for a transceiver or the simulator. */
  sessions: smppSessionStatuses.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type SmppConnectionResource = z.infer<typeof smppConnectionResource>

export const smppConnectionListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: { kind: z.enum(smppConnectionKinds).optional() },
})
export type SmppConnectionListQuery = z.infer<typeof smppConnectionListQuery>
export const smppConnectionList = listResponse(smppConnectionResource)
export type SmppConnectionList = z.infer<typeof smppConnectionList>

/** POST sms/routing/smpp-connections/:id/test-sms: one message through the connection. */
export const smppTestSmsRequest = z.object({
  to: e164Phone,
  from: requiredText(15),
  body: requiredText(limits.testBodyMaxLength),
})
export type SmppTestSmsRequest = z.input<typeof smppTestSmsRequest>

/**
 * The submit response: the SMSC's message id, or its refusal (an SMPP status with its name).
 * The receipt comes later: GET …/test-sms/:message_id answers it once it has arrived.
 */
export const smppTestSmsResponse = z.discriminatedUnion('accepted', [
  z.object({ accepted: z.literal(true), message_id: z.string() }),
  z.object({ accepted: z.literal(false), error: z.string() }),
])
export type SmppTestSmsResponse = z.infer<typeof smppTestSmsResponse>

export const smppTestReceipt = z.object({
  message_id: z.string(),
  receipt: z
    .object({
      status: z.enum(['delivered', 'failed']),
      error: z.string().nullable(),
      at: timestamp,
    })
    .nullable(),
})
export type SmppTestReceipt = z.infer<typeof smppTestReceipt>
