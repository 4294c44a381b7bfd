import { lastValueFrom, Subject, toArray } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { DataFileResource } from '../../../src/contract/data-file'
// Loaded here, so the stream's fetch of the schemas with its first event finds them at once.
import '../../../src/contract/events'
import { dataFileEvents, watchDataFile } from '../../../src/services/api/dataFileProgress'
import { modelDataFile } from '../../machines/models/dataImport.model'

const step = (status: DataFileResource['status'], processed: number, id = 'file-1') => ({
  ...modelDataFile(status, processed),
  id,
})

describe('following an import', () => {
  it('takes each step from the events and the poll, never going back, and ends with the result', async () => {
    vi.useFakeTimers()
    const live = new Subject<DataFileResource>()
    const answers = [step('mapped', 0), step('importing', 10), step('done', 40)]
    const show = vi.fn(async () => ({
      ok: true as const,
      data: answers.shift() ?? step('done', 40),
    }))
    const seen = lastValueFrom(
      watchDataFile({ show, events: () => live, pollMs: 1000 }, 'file-1').pipe(toArray()),
    )
    await vi.advanceTimersByTimeAsync(0)
    live.next(step('importing', 20))
    live.next(step('importing', 20, 'file-2'))
    // The poll's answer is older than the event: dropped.
    await vi.advanceTimersByTimeAsync(1000)
    live.next(step('importing', 30))
    await vi.advanceTimersByTimeAsync(1000)
    const steps = await seen
    vi.useRealTimers()
    expect(steps.map((file) => [file.status, file.counts.processed])).toEqual([
      ['mapped', 0],
      ['importing', 20],
      ['importing', 30],
      ['done', 40],
    ])
  })

  it('keeps polling when a poll fails', async () => {
    vi.useFakeTimers()
    const show = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 0, error: new Error('offline'), aborted: false })
      .mockResolvedValueOnce({ ok: true, data: step('failed', 30) })
    const seen = lastValueFrom(
      watchDataFile({ show, events: () => new Subject(), pollMs: 500 }, 'file-1').pipe(toArray()),
    )
    await vi.advanceTimersByTimeAsync(500)
    const steps = await seen
    vi.useRealTimers()
    expect(steps.map((file) => file.status)).toEqual(['failed'])
  })
})

describe('the progress events', () => {
  /** An EventSource stand-in the test fires events on. */
  function fakeSource() {
    const listeners = new Map<string, (event: MessageEvent) => void>()
    const source = {
      url: '',
      closed: false,
      onerror: null as (() => void) | null,
      addEventListener: (name: string, listener: (event: MessageEvent) => void) =>
        listeners.set(name, listener),
      close: () => {
        source.closed = true
      },
      fire: (name: string, data?: unknown) =>
        listeners.get(name)?.({ data: JSON.stringify(data) } as MessageEvent),
    }
    return source
  }

  it('opens the stream with a ticket and passes on each data file', async () => {
    const source = fakeSource()
    const received: DataFileResource[] = []
    const subscription = dataFileEvents({
      ticket: async () => ({ ok: true, data: { ticket: 'a b', expires_in: 60 } }),
      streamUrl: '/api/proxy/api/v1/events',
      createEventSource: (url) => {
        source.url = url
        return source as unknown as EventSource
      },
    }).subscribe((file) => received.push(file))
    await vi.waitFor(() => expect(source.url).toBe('/api/proxy/api/v1/events?ticket=a%20b'))
    source.fire('data_file.progress', step('importing', 10))
    source.fire('data_file.progress', { not: 'a data file' })
    // Checked once the contract's schemas are fetched (with the first event).
    await vi.waitFor(() => expect(received.map((file) => file.counts.processed)).toEqual([10]))
    subscription.unsubscribe()
    expect(source.closed).toBe(true)
  })

  it('completes when no ticket is given or the stream drops, so the poll carries on', async () => {
    const refused = dataFileEvents({
      ticket: async () =>
        ({ ok: false, status: 401, error: new Error('no'), aborted: false }) as never,
      streamUrl: '/events',
    })
    await expect(lastValueFrom(refused.pipe(toArray()))).resolves.toEqual([])

    const source = fakeSource()
    const dropped = dataFileEvents({
      ticket: async () => ({ ok: true, data: { ticket: 't', expires_in: 60 } }),
      streamUrl: '/events',
      createEventSource: () => source as unknown as EventSource,
    })
    const done = lastValueFrom(dropped.pipe(toArray()))
    await vi.waitFor(() => expect(source.onerror).not.toBeNull())
    source.onerror?.()
    await expect(done).resolves.toEqual([])
    expect(source.closed).toBe(true)
  })
})
