import pg from 'pg'

/** After a lost connection the next try waits this long, doubling up to the most. */
export const reconnectDelayMs = { first: 100, most: 10_000 }
/** How the listening connection shows in pg_stat_activity. */
export const listenerApplicationName = 'switchboard-event-listener'

export interface ChannelListenerOptions {
  connectionString: string
  channel: string
  onPayload(payload: string): void
  onError(error: unknown): void
}

/**
 * One connection of its own LISTENing to a channel (a pooled connection would be handed to
 * other queries and lose it). The first connection must succeed; a connection lost later
 * (server restart, failover, an idle timeout) is replaced, with growing delays while it fails.
 */
export async function listenToChannel(options: ChannelListenerOptions) {
  let current: pg.Client | null = null
  let closed = false
  let delayMs = reconnectDelayMs.first
  let retry: ReturnType<typeof setTimeout> | undefined

  const lose = (client: pg.Client, error: unknown) => {
    if (client !== current || closed) return
    current = null
    // Already broken: ending it may fail too, and the loss is reported just below.
    client.end().catch(() => {})
    options.onError(error)
    // A failed try has been reported and the next one scheduled by lose() already.
    retry = setTimeout(() => void connect().catch(() => {}), delayMs)
    delayMs = Math.min(delayMs * 2, reconnectDelayMs.most)
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: listenerApplicationName,
    })
    current = client
    client.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined)
        options.onPayload(message.payload)
    })
    client.on('error', (error) => lose(client, error))
    client.on('end', () => lose(client, new Error('The event listener connection ended')))
    try {
      await client.connect()
      await client.query(`LISTEN ${options.channel}`)
      delayMs = reconnectDelayMs.first
    } catch (error) {
      lose(client, error)
      throw error
    }
  }

  try {
    await connect()
  } catch (error) {
    closed = true
    clearTimeout(retry)
    throw error
  }
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await current?.end()
    },
  }
}
