export interface StreamMessage {
  event: string
  data: unknown
  id?: string
  retry?: number
}

/**
 * Reads a server-sent events response message by message, as an EventSource would parse it.
 * `next()` waits for the next message (or fails after `timeoutMs`); `close()` leaves like a
 * browser closing the tab.
 */
export function readEvents(response: Response) {
  const body = response.body
  if (!body) throw new Error('The response has no body')
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  const queue: StreamMessage[] = []
  let buffer = ''
  let ended = false

  const parse = (block: string): StreamMessage | null => {
    const message: StreamMessage = { event: 'message', data: null }
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') message.event = value
      else if (field === 'data') data.push(value)
      else if (field === 'id') message.id = value
      else if (field === 'retry') message.retry = Number(value)
    }
    if (data.length === 0 && message.retry === undefined) return null
    message.data = data.length > 0 ? JSON.parse(data.join('\n')) : null
    return message
  }

  // One read at a time; a read that outlives a timed-out wait is picked up by the next one.
  let inflight: Promise<void> | null = null
  const fill = (): Promise<void> => {
    inflight ??= readChunk().finally(() => {
      inflight = null
    })
    return inflight
  }

  async function readChunk(): Promise<void> {
    const { done, value } = await reader.read()
    if (done) {
      ended = true
      return
    }
    buffer += value
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const message = parse(buffer.slice(0, end))
      if (message) queue.push(message)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
    }
  }

  return {
    async next(timeoutMs = 5000): Promise<StreamMessage> {
      const deadline = Date.now() + timeoutMs
      while (queue.length === 0) {
        if (ended) throw new Error('The stream ended')
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`No message within ${timeoutMs} ms`)
        let timer: ReturnType<typeof setTimeout> | undefined
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left)
        })
        const outcome = await Promise.race([fill(), timeout])
        clearTimeout(timer)
        if (outcome === 'timeout') throw new Error(`No message within ${timeoutMs} ms`)
      }
      return queue.shift() as StreamMessage
    },
    /** Resolves once the server has ended the stream (after any messages left). */
    async ended(timeoutMs = 5000): Promise<StreamMessage[]> {
      const rest: StreamMessage[] = []
      const deadline = Date.now() + timeoutMs
      while (!ended) {
        if (Date.now() > deadline) throw new Error(`The stream did not end within ${timeoutMs} ms`)
        await fill()
      }
      rest.push(...queue.splice(0))
      return rest
    },
    close: () => reader.cancel(),
  }
}
