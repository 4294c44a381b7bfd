/** What a webhook node's POST came to: the receiver's status, or why it was not reached. */
export type WebhookAnswer = { status: number } | { unreachable: string }

/** Outgoing webhooks of automations: the contact as JSON, POSTed to the node's URL. */
export interface WebhookAdapter {
  post(url: string, body: unknown): Promise<WebhookAnswer>
}

/** How long a receiver has to answer before the try counts as unreachable. */
const webhookTimeoutMs = 10_000

/** The real one: an HTTP POST through `fetch`. */
export function createHttpWebhooks(send: typeof fetch): WebhookAdapter {
  return {
    async post(url, body) {
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(webhookTimeoutMs),
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
  readonly received: { url: string; body: unknown }[]
}

/**
 * The deterministic local default (nothing leaves the machine): every POST is kept and answered
 * 200, except a URL whose path ends in `/status/<code>`, answered that code, and a host ending
 * in `.unreachable`, never reached. Tests and demos choose an outcome by the URL.
 */
export function createLocalWebhooks(): LocalWebhooks {
  const received: { url: string; body: unknown }[] = []
  return {
    received,
    async post(url, body) {
      const parsed = new URL(url)
      if (parsed.hostname.endsWith('.unreachable'))
        return { unreachable: `${parsed.hostname} does not answer` }
      received.push({ url, body })
      const code = /\/status\/(\d{3})$/.exec(parsed.pathname)?.[1]
      return { status: code ? Number(code) : 200 }
    },
  }
}
