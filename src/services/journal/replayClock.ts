interface Timer {
  due: number
  order: number
  run: () => void
}

/**
 * The simulated clock of a replay. Time moves only when the replay moves it, and a timer fires
 * only when the journal says a delayed event happened: then the earliest due timer fires, as it
 * did in the browser (ties in the order they were set).
 */
export class ReplayClock {
  private readonly timers = new Map<number, Timer>()
  private nextId = 1
  private time: number

  constructor(start = 0) {
    this.time = start
  }

  now() {
    return this.time
  }

  setTimeout(run: (...args: unknown[]) => void, ms: number) {
    const id = this.nextId++
    this.timers.set(id, { due: this.time + ms, order: id, run })
    return id
  }

  clearTimeout(id: unknown) {
    this.timers.delete(id as number)
  }

  /** Moves time forward without firing anything: timers past due wait for their turn. */
  advanceTo(time: number) {
    this.time = Math.max(this.time, time)
  }

  /** Fires the earliest timer; false when none is pending. */
  fireNext(): boolean {
    let next: [number, Timer] | undefined
    for (const entry of this.timers) {
      const [, timer] = entry
      if (
        !next ||
        timer.due < next[1].due ||
        (timer.due === next[1].due && timer.order < next[1].order)
      ) {
        next = entry
      }
    }
    if (!next) return false
    const [id, timer] = next
    this.timers.delete(id)
    this.advanceTo(timer.due)
    timer.run()
    return true
  }
}
