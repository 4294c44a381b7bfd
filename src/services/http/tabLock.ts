/** Runs a task while no other tab of the app runs one under the same name. */
export type TabLock = <T>(task: () => Promise<T>) => Promise<T>

/**
 * Web Locks where the browser has them. Without them, tabs announce their task on a
 * BroadcastChannel and a tab that hears one under way waits for its end (or a time limit)
 * before running its own, which is enough to keep refreshes from overlapping.
 */
export function createTabLock(name: string, waitLimitMs = 10_000): TabLock {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return (task) => navigator.locks.request(name, task)
  }
  if (typeof BroadcastChannel === 'undefined') return (task) => task()

  const channel = new BroadcastChannel(name)
  let othersBusyUntil = 0
  let release: (() => void) | null = null
  channel.onmessage = (message: MessageEvent<'busy' | 'done'>) => {
    if (message.data === 'busy') othersBusyUntil = Date.now() + waitLimitMs
    if (message.data === 'done') {
      othersBusyUntil = 0
      release?.()
    }
  }
  const othersDone = () =>
    new Promise<void>((resolve) => {
      if (Date.now() >= othersBusyUntil) return resolve()
      release = resolve
      setTimeout(resolve, othersBusyUntil - Date.now())
    })
  return async (task) => {
    await othersDone()
    channel.postMessage('busy')
    try {
      return await task()
    } finally {
      channel.postMessage('done')
    }
  }
}
