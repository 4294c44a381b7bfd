import { describe, expect, it } from 'vitest'
import { type BackgroundTask, createBackgroundWork } from '../../server/src/work/background'

/** A task with `queued` units of work, each taking a turn of the event loop. */
function countingTask(queued: number) {
  const done: number[] = []
  const task: BackgroundTask = {
    name: 'counting',
    async runOnce() {
      await Promise.resolve()
      if (done.length >= queued) return false
      done.push(done.length)
      return true
    },
  }
  return { task, done, add: (more: number) => (queued += more) }
}

describe('background work', () => {
  it('settles once every task has found nothing more to do', async () => {
    const work = createBackgroundWork({ pollMs: 60_000 })
    const counting = countingTask(3)
    work.start([counting.task])
    await work.settled()
    expect(counting.done).toHaveLength(3)
    await work.stop()
  })

  it('counts work kicked while a drain runs into the same settling', async () => {
    const work = createBackgroundWork({ pollMs: 60_000 })
    const counting = countingTask(2)
    work.start([counting.task])
    counting.add(4)
    work.kick()
    await work.settled()
    expect(counting.done).toHaveLength(6)
    await work.stop()
  })

  it('waits for work a task left in the background, and for what its end kicked', async () => {
    const work = createBackgroundWork({ pollMs: 60_000 })
    const counting = countingTask(0)
    let finish = () => {}
    const inFlight = new Promise<void>((resolve) => {
      finish = resolve
    }).then(() => {
      counting.add(2)
      work.kick()
    })
    let settled = false
    work.start([
      counting.task,
      { name: 'posting', runOnce: async () => false, idle: () => inFlight },
    ])
    const settling = work.settled().then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    finish()
    await settling
    expect(counting.done).toHaveLength(2)
    await work.stop()
  })

  it('is settled at once when nothing runs', async () => {
    const work = createBackgroundWork({ pollMs: 60_000 })
    work.start([])
    await work.settled()
    await expect(work.settled()).resolves.toBeUndefined()
    await work.stop()
  })
})
