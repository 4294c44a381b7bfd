/**
 * Background work of one server process: tasks that claim their rows in the database (FOR UPDATE
 * SKIP LOCKED, with a lease), so several processes on one PostgreSQL share the work and a
 * process that dies leaves its rows to be taken over once the lease runs out. Each task runs
 * until it finds nothing to do, then the loop sleeps until the next poll or a kick.
 */
export interface BackgroundTask {
  name: string
  /** Claims and does one unit of work; false when there was none. Stops early on `signal`. */
  runOnce(signal: AbortSignal): Promise<boolean>
  /**
   * Resolves once the work a task left running in the background (calls out of the process it
   * does not wait for in `runOnce`) is done; such work kicks the loop when it ends.
   */
  idle?(): Promise<void>
}

export interface BackgroundWork {
  /** Hands over the tasks and starts polling. */
  start(tasks: readonly BackgroundTask[]): void
  /** Looks for work now (a call that queued some says so). */
  kick(): void
  /**
   * Resolves once the work in hand is done: every task has found nothing more to do since the
   * last kick. A test that kicks and then checks that nothing happened waits on this, not a timer.
   */
  settled(): Promise<void>
  /** Stops polling, asks running work to stop, and waits for it. */
  stop(): Promise<void>
}

export interface BackgroundOptions {
  pollMs: number
  /** Where a task's unexpected failure is told (it is retried at the next poll). */
  report?: (task: string, error: unknown) => void
}

export function createBackgroundWork(options: BackgroundOptions): BackgroundWork {
  const abort = new AbortController()
  const report = options.report ?? ((task, error) => console.error(`Background ${task}:`, error))
  let tasks: readonly BackgroundTask[] = []
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false

  async function drain() {
    do {
      again = false
      for (const task of tasks) {
        try {
          while (!abort.signal.aborted && (await task.runOnce(abort.signal))) {}
        } catch (error) {
          if (!abort.signal.aborted) report(task.name, error)
        }
      }
    } while (again && !abort.signal.aborted)
  }

  const idle = () => Promise.all(tasks.map((task) => task.idle?.()))

  function schedule() {
    if (abort.signal.aborted) return
    clearTimeout(timer)
    timer = setTimeout(pump, options.pollMs)
    // Polling never keeps the process alive on its own.
    timer.unref()
  }

  function pump() {
    if (abort.signal.aborted) return
    if (running) {
      again = true
      return
    }
    running = drain().finally(() => {
      running = null
      schedule()
    })
  }

  return {
    start(given) {
      tasks = given
      pump()
    },
    kick: pump,
    settled: async () => {
      do {
        await running
        await idle()
      } while (running)
    },
    async stop() {
      abort.abort()
      clearTimeout(timer)
      await running
      await idle()
    },
  }
}

/** How often a process looks for work nobody kicked (another process queued it, or a lease ran out). */
export const backgroundPollMs = 1000
