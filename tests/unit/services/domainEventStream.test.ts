import { describe, expect, it, vi } from 'vitest'
// Loaded here, so the stream's fetch of the schemas with its first event finds them at once.
import '../../../src/contract/events'
import { domainEventStream, domainEventsOf } from '../../../src/services/events/domainEventStream'

/** An EventSource stand-in: the test dispatches the server's messages by name. */
class FakeSource extends EventTarget {
  onerror: (() => void) | null = null
  closed = false
  close() {
    this.closed = true
  }
  send(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }))
  }
}

const notification = {
  id: 'n-1',
  type: 'campaign.finished',
  level: 'info',
  title: 'Done',
  body: '',
  link: null,
  data: null,
  team_id: null,
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
}

function opened() {
  const sources: FakeSource[] = []
  const urls: string[] = []
  const deps = {
    ticket: async () => ({ ok: true as const, data: { ticket: 't 1', expires_in: 60 } }),
    streamUrl: '/events',
    createEventSource: (url: string) => {
      urls.push(url)
      const source = new FakeSource()
      sources.push(source)
      return source as unknown as EventSource
    },
  }
  return { deps, sources, urls }
}

describe('the domain event stream', () => {
  it('carries several kinds of event over one stream, named, checked against the contract', async () => {
    const { deps, sources, urls } = opened()
    const onReady = vi.fn()
    const seen: unknown[] = []
    const subscription = domainEventsOf(['notification.created', 'notifications.read_all'], {
      ...deps,
      onReady,
    }).subscribe((event) => seen.push(event))
    await vi.waitFor(() => expect(sources).toHaveLength(1))
    expect(urls).toEqual(['/events?ticket=t%201'])
    const source = sources[0] as FakeSource
    source.send('ready', {})
    source.send('notification.created', notification)
    source.send('notification.created', { id: 'not a notification' })
    source.send('notification.updated', notification)
    source.send('notifications.read_all', {
      team_id: null,
      read_at: notification.created_at,
      updated: 2,
    })
    expect(onReady).toHaveBeenCalledOnce()
    // The schemas come with the first event, so what passes arrives a moment later, in order.
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { name: 'notification.created', data: notification },
        {
          name: 'notifications.read_all',
          data: { team_id: null, read_at: notification.created_at, updated: 2 },
        },
      ]),
    )
    subscription.unsubscribe()
    expect(source.closed).toBe(true)
  })

  it('gives one kind as its data alone, and completes when the server closes the stream', async () => {
    const { deps, sources } = opened()
    const seen: unknown[] = []
    let completed = false
    domainEventStream('notification.created', deps).subscribe({
      next: (data) => seen.push(data),
      complete: () => {
        completed = true
      },
    })
    await vi.waitFor(() => expect(sources).toHaveLength(1))
    const source = sources[0] as FakeSource
    source.send('notification.created', notification)
    source.send('closing', { reason: 'team-changed' })
    expect(source.closed).toBe(true)
    // The end waits for the event before it: nothing is dropped by completing early.
    await vi.waitFor(() => expect(completed).toBe(true))
    expect(seen).toEqual([notification])
  })
})

describe('a browser without a stream', () => {
  it('completes, never errors, when the event source cannot be opened', async () => {
    const stream = domainEventsOf(['notification.created'], {
      ticket: async () => ({ ok: true as const, data: { ticket: 't', expires_in: 60 } }),
      streamUrl: '/events',
      createEventSource: () => {
        throw new ReferenceError('EventSource is not defined')
      },
    })
    const outcome = await new Promise<string>((resolve) =>
      stream.subscribe({ complete: () => resolve('completed'), error: () => resolve('errored') }),
    )
    expect(outcome).toBe('completed')
  })
})
