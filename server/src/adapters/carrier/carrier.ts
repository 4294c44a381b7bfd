/**
 * What the delivery engine asks of a carrier: take a message, and later say whether it was
 * delivered; and what the carrier hands over unasked: messages from handsets (replies). The local simulator (simulator.ts) is the default; an SMPP client (smpp/) takes
 * over when a connection is configured. Every adapter implements the same calls.
 */
export interface CarrierSubmit {
  /**
   * The message's idempotency key (campaign_messages.submit_key). A submit repeated with the
   * same key after a restart must not send a second message: the adapter answers with the
   * first submit's carrier id when it knows the key.
   */
  submitKey: string
  /** The sender id as the recipient sees it. */
  from: string
  /** E.164. */
  to: string
  body: string
  /** The route the routing plan chose (null: the default route). */
  routeId: string | null
}

export type SubmitOutcome =
  /** The carrier took the message; its receipt comes later through `onReceipt`. */
  | { accepted: true; carrierMessageId: string }
  /** Refused for good (a bad number, a blocked sender): the message fails now. */
  | { accepted: false; error: string }

export interface DeliveryReceipt {
  carrierMessageId: string
  /**
   * The vendor connection it came through (the connection manager names it); none: the default
   * carrier. A receipt matches only a message sent through the same connection: two vendors can
   * issue the same message id.
   */
  connectionId?: string
  status: 'delivered' | 'failed'
  /** Why it failed, in the carrier's words. */
  error?: string
  at: Date
}

/**
 * How the carrier wrote the handset's number (SMPP's type of number): `international` with its
 * country code (with or without `+`), `national` as dialled in its country (`07700 900123`),
 * `unknown` either way. The store reads it to E.164 (domain/inbound-sms/sender-number.ts).
 */
export type Numbering = 'international' | 'national' | 'unknown'

/**
 * One part of a long message from a handset. The adapter hands over each part as it comes; the
 * store keeps it and joins the parts' octets once all are in (an escape or a surrogate pair may
 * be cut between two parts), so a part is acknowledged as soon as it is stored.
 */
export interface InboundSmsPart {
  /** The same for every part of one message: the handset, our address, the reference, the count. */
  setKey: string
  /** From 1. */
  index: number
  total: number
  /** How the octets are written: GSM 03.38's data coding scheme, as SMPP carries it. */
  dataCoding: number
  octets: Buffer
}

/** A message from a handset (a mobile-originated SMS), or one part of a long one (`part`). */
export interface InboundSms {
  /**
   * The carrier's id for it, or one the adapter made up when the protocol carries none. Every
   * part of a long message carries the whole message's.
   */
  carrierMessageId: string
  /**
   * Ids the same message had when it was offered before (a redelivery after this side died
   * between storing it and answering): it is stored once under whichever came first.
   */
  redeliveryOf?: readonly string[]
  /** The handset's number as the carrier gave it. */
  from: string
  fromNumbering: Numbering
  /** Our number or sender id it was sent to, as the carrier gave it. */
  to: string
  /** The text (a part's own, read alone, when `part` is set). */
  text: string
  at: Date
  part?: InboundSmsPart
}

export type InboundListener = (message: InboundSms) => Promise<void>

export interface CarrierAdapter {
  /** Throws when the carrier cannot be reached (the engine retries later); see SubmitOutcome. */
  submit(message: CarrierSubmit): Promise<SubmitOutcome>
  /** Receipts as they arrive; returns the unsubscribe. */
  onReceipt(listener: (receipt: DeliveryReceipt) => void): () => void
  /**
   * Messages from handsets as they arrive; returns the unsubscribe. The listener resolves once
   * the message is stored: only then does the adapter acknowledge it to the carrier, and a
   * rejection makes it refuse the message for now, so the carrier offers it again.
   */
  onInbound(listener: InboundListener): () => void
  close(): Promise<void>
}
