import { automationEngine } from '../../../../src/contract/constants'

/** What a webhook node's POST came to: the receiver's status, or why it was not reached. */
export type WebhookAnswer = { status: number } | { unreachable: string }

/** One POST: the body as JSON, and the key the receiver sees on every try of it. */
export interface WebhookPost {
  url: string
  body: unknown
  idempotencyKey: string
  /** Aborts the try (the process is stopping): it answers unreachable. */
  signal?: AbortSignal
}

/** Outgoing webhooks of automations: the contact as JSON, POSTed to the node's URL. */
export interface WebhookAdapter {
  post(request: WebhookPost): Promise<WebhookAnswer>
}

/** The real one: an HTTP POST through `fetch`, given up after the engine's timeout. */
export function createHttpWebhooks(send: typeof fetch): WebhookAdapter {
  return {
    async post({ url, body, idempotencyKey, signal }) {
      const timeout = AbortSignal.timeout(automationEngine.webhookTimeoutMs)
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          body: JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
        await response.body?.cancel()
        return { status: response.status }
      } catch (error) {
        return { unreachable: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}

/** A local receiver's log: every POST it took, in order. */
export interface LocalWebhooks extends WebhookAdapter {
  readonly received: { url: string; body: unknown; idempotencyKey: string }[]
}

/**
 * The deterministic local default (nothing leaves the machine): every POST is kept and answered
 * 200, except a URL whose path ends in `/status/<code>`, answered that code, and a host ending
 * in `.unreachable`, never reached. Tests and demos choose an outcome by the URL.
 */
export function createLocalWebhooks(): LocalWebhooks {
  const received: LocalWebhooks['received'] = []
  return {
    received,
    async post({ url, body, idempotencyKey }) {
      const parsed = new URL(url)
      if (parsed.hostname.endsWith('.unreachable'))
        return { unreachable: `${parsed.hostname} does not answer` }
      received.push({ url, body, idempotencyKey })
      const code = /\/status\/(\d{3})$/.exec(parsed.pathname)?.[1]
      return { status: code ? Number(code) : 200 }
    },
  }
}
