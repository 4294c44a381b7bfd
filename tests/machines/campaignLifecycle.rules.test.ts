import { describe, expect, it } from 'vitest'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleSnapshot,
  type DeliveryState,
  decide,
  type FeedState,
  foldLifecycle,
  isRunHeldOpen,
  lifecycleOf,
  type RecurrenceState,
  type RefusalCode,
  refusalOf,
  selectHasEnded,
  selectIsEditable,
  selectIsLive,
} from '../../src/machines/campaignLifecycle'

/**
 * The lifecycle's rules as a table written from DOMAIN.md "Lifecycle" and the operator
 * decisions of docs/server.md "Lifecycle: what each command means", not from the machine:
 * for each situation a campaign can be in, every command and engine outcome, and what must
 * follow. A command a situation does not list must be refused. The model test
 * (campaignLifecycle.machine.test.ts) walks the machine; this one says what it must do.
 */

const edit = (missing: string[], recurring: boolean, feed: boolean): CampaignLifecycleEvent => ({
  type: 'campaign.configure',
  missing,
  recurring,
  feed,
})

/** Every command a person gives and every outcome the engine reports, by name. */
const commands = {
  'edit: unready': edit(['a text'], false, false),
  'edit: unready recurring with a feed': edit(['a text'], true, true),
  'edit: ready once': edit([], false, false),
  'edit: ready recurring': edit([], true, false),
  'edit: ready with a feed': edit([], false, true),
  'edit: ready recurring with a feed': edit([], true, true),
  'send now': { type: 'campaign.send', later: false },
  'send later': { type: 'campaign.send', later: true },
  pause: { type: 'campaign.pause' },
  resume: { type: 'campaign.resume' },
  stop: { type: 'campaign.stop' },
  'stop recurring': { type: 'campaign.stopRecurring' },
  'stop feed': { type: 'campaign.stopFeed' },
  'planner stop': { type: 'campaign.stopPlanner' },
  'engine started': { type: 'engine.started' },
  'run finished': { type: 'engine.runFinished' },
  'engine failed': { type: 'engine.failed', reason: 'No route reaches the carrier.' },
} satisfies Record<string, CampaignLifecycleEvent>
type Command = keyof typeof commands

/** `delivery recurrence feed` after the event; `+run` when it counts a finished run. */
type Regions = `${DeliveryState} ${RecurrenceState} ${FeedState}`
type Outcome = Regions | `${Regions} +run`

interface Situation {
  /** Where the campaign is, in an operator's words. */
  in: string
  /** How a new campaign gets there (each must be accepted). */
  after: Command[]
  /** What each accepted command leads to; every other one is refused. */
  accepts: Partial<Record<Command, Outcome>>
}

/** Edits a draft takes, whatever it was: the draft stays a draft. */
const edits: Partial<Record<Command, Outcome>> = {
  'edit: unready': 'draft none none',
  'edit: unready recurring with a feed': 'draft none none',
  'edit: ready once': 'draft none none',
  'edit: ready recurring': 'draft none none',
  'edit: ready with a feed': 'draft none none',
  'edit: ready recurring with a feed': 'draft none none',
}

const once: Command = 'edit: ready once'
const recurring: Command = 'edit: ready recurring'
const withFeed: Command = 'edit: ready with a feed'
const recurringWithFeed: Command = 'edit: ready recurring with a feed'

const table: Situation[] = [
  // Drafts: edited freely; sent only when ready, now or later, with its recurrence and feed.
  {
    in: 'a new campaign (nothing missing yet)',
    after: [],
    accepts: { ...edits, 'send now': 'sending none none', 'send later': 'scheduled none none' },
  },
  { in: 'a draft lacking a text', after: ['edit: unready'], accepts: edits },
  {
    in: 'a recurring draft with a feed lacking a text',
    after: ['edit: unready recurring with a feed'],
    accepts: edits,
  },
  {
    in: 'a ready one-off draft',
    after: [once],
    accepts: { ...edits, 'send now': 'sending none none', 'send later': 'scheduled none none' },
  },
  {
    in: 'a ready recurring draft',
    after: [recurring],
    accepts: { ...edits, 'send now': 'sending active none', 'send later': 'scheduled active none' },
  },
  {
    in: 'a ready draft with a feed',
    after: [withFeed],
    accepts: {
      ...edits,
      'send now': 'sending none streaming',
      'send later': 'scheduled none streaming',
    },
  },
  {
    in: 'a ready recurring draft with a feed',
    after: [recurringWithFeed],
    accepts: {
      ...edits,
      'send now': 'sending active streaming',
      'send later': 'scheduled active streaming',
    },
  },
  {
    in: 'a draft taken off the planner',
    after: [recurringWithFeed, 'send later', 'planner stop'],
    accepts: {
      ...edits,
      'send now': 'sending active streaming',
      'send later': 'scheduled active streaming',
    },
  },

  // Sent for later, not run yet: the planner stop takes the send back; stop-recurring is refused.
  {
    in: 'a one-off waiting for its time',
    after: [once, 'send later'],
    accepts: {
      stop: 'stopped none none',
      'planner stop': 'draft none none',
      'engine started': 'sending none none',
    },
  },
  {
    in: 'a recurring campaign waiting for its first run',
    after: [recurring, 'send later'],
    accepts: {
      stop: 'stopped stopped none',
      'planner stop': 'draft none none',
      'engine started': 'sending active none',
    },
  },
  {
    in: 'a one-off with a feed waiting for its time',
    after: [withFeed, 'send later'],
    accepts: {
      stop: 'stopped none stopped',
      'stop feed': 'scheduled none stopped',
      'planner stop': 'draft none none',
      'engine started': 'sending none streaming',
    },
  },
  {
    in: 'a recurring campaign with a feed waiting for its first run',
    after: [recurringWithFeed, 'send later'],
    accepts: {
      stop: 'stopped stopped stopped',
      'stop feed': 'scheduled active stopped',
      'planner stop': 'draft none none',
      'engine started': 'sending active streaming',
    },
  },
  {
    in: 'a recurring campaign waiting for its first run, its feed stopped',
    after: [recurringWithFeed, 'send later', 'stop feed'],
    accepts: {
      stop: 'stopped stopped stopped',
      'planner stop': 'draft none none',
      'engine started': 'sending active stopped',
    },
  },

  // Sending: pause, stop; stop-recurring lets the run finish; the planner has nothing to take back.
  {
    in: 'a one-off sending',
    after: [once, 'send now'],
    accepts: {
      pause: 'paused none none',
      stop: 'stopped none none',
      'run finished': 'completed none none +run',
      'engine failed': 'failed none none',
    },
  },
  {
    in: 'a recurring campaign sending its first run',
    after: [recurring, 'send now'],
    accepts: {
      pause: 'paused active none',
      stop: 'stopped stopped none',
      'stop recurring': 'sending stopped none',
      'run finished': 'scheduled active none +run',
      'engine failed': 'failed stopped none',
    },
  },
  {
    in: 'a one-off with a streaming feed sending',
    after: [withFeed, 'send now'],
    accepts: {
      pause: 'paused none streaming',
      stop: 'stopped none stopped',
      'stop feed': 'sending none stopped',
      'engine failed': 'failed none stopped',
    },
  },
  {
    in: 'a one-off sending, its feed stopped',
    after: [withFeed, 'send now', 'stop feed'],
    accepts: {
      pause: 'paused none stopped',
      stop: 'stopped none stopped',
      'run finished': 'completed none stopped +run',
      'engine failed': 'failed none stopped',
    },
  },
  {
    in: 'a recurring campaign with a streaming feed sending',
    after: [recurringWithFeed, 'send now'],
    accepts: {
      pause: 'paused active streaming',
      stop: 'stopped stopped stopped',
      'stop recurring': 'sending stopped streaming',
      'stop feed': 'sending active stopped',
      'run finished': 'scheduled active streaming +run',
      'engine failed': 'failed stopped stopped',
    },
  },
  {
    in: "a recurring campaign's last run (its recurrence stopped)",
    after: [recurring, 'send now', 'stop recurring'],
    accepts: {
      pause: 'paused stopped none',
      stop: 'stopped stopped none',
      'run finished': 'completed stopped none +run',
      'engine failed': 'failed stopped none',
    },
  },
  {
    in: "a recurring campaign's last run with a streaming feed",
    after: [recurringWithFeed, 'send now', 'stop recurring'],
    accepts: {
      pause: 'paused stopped streaming',
      stop: 'stopped stopped stopped',
      'stop feed': 'sending stopped stopped',
      'run finished': 'completed stopped stopped +run',
      'engine failed': 'failed stopped stopped',
    },
  },
  {
    in: 'a recurring campaign sending its second run',
    after: [recurring, 'send now', 'run finished', 'engine started'],
    accepts: {
      pause: 'paused active none',
      stop: 'stopped stopped none',
      'stop recurring': 'sending stopped none',
      'run finished': 'scheduled active none +run',
      'engine failed': 'failed stopped none',
    },
  },

  // Paused: resume or stop; recurrence and feed may still be stopped; the engine is quiet.
  {
    in: 'a paused one-off',
    after: [once, 'send now', 'pause'],
    accepts: { resume: 'sending none none', stop: 'stopped none none' },
  },
  {
    in: 'a paused recurring campaign with a feed',
    after: [recurringWithFeed, 'send now', 'pause'],
    accepts: {
      resume: 'sending active streaming',
      stop: 'stopped stopped stopped',
      'stop recurring': 'paused stopped streaming',
      'stop feed': 'paused active stopped',
    },
  },

  // Between runs: stop-recurring completes it now (its feed with it); no planner stop.
  {
    in: 'a recurring campaign between runs',
    after: [recurring, 'send now', 'run finished'],
    accepts: {
      stop: 'stopped stopped none',
      'stop recurring': 'completed stopped none',
      'engine started': 'sending active none',
    },
  },
  {
    in: 'a recurring campaign with a feed between runs',
    after: [recurringWithFeed, 'send now', 'run finished'],
    accepts: {
      stop: 'stopped stopped stopped',
      'stop recurring': 'completed stopped stopped',
      'stop feed': 'scheduled active stopped',
      'engine started': 'sending active streaming',
    },
  },

  // Ended: nothing more.
  { in: 'a completed one-off', after: [once, 'send now', 'run finished'], accepts: {} },
  {
    in: 'a completed recurring campaign',
    after: [recurringWithFeed, 'send now', 'run finished', 'stop recurring'],
    accepts: {},
  },
  { in: 'a stopped campaign', after: [recurringWithFeed, 'send now', 'stop'], accepts: {} },
  { in: 'a failed campaign', after: [recurringWithFeed, 'send now', 'engine failed'], accepts: {} },
]

/** A new campaign walked through `after`, each step checked to be accepted. */
function situation(after: readonly Command[]): CampaignLifecycleSnapshot {
  let snapshot = foldLifecycle({}, [])
  for (const name of after) {
    const decision = decide(snapshot, commands[name])
    if (!decision.accepted) throw new Error(`${name} was refused: ${decision.reason}`)
    snapshot = decision.snapshot
  }
  return snapshot
}

const regionsOf = (snapshot: CampaignLifecycleSnapshot): Regions => {
  const { delivery, recurrence, feed } = lifecycleOf(snapshot)
  return `${delivery} ${recurrence} ${feed}`
}

const tagsOf = (snapshot: CampaignLifecycleSnapshot) => ({
  editable: selectIsEditable(snapshot),
  live: selectIsLive(snapshot),
  ended: selectHasEnded(snapshot),
})

describe('the campaign lifecycle, rule by rule', () => {
  it('a new campaign is a draft that lacks nothing, once, without a feed, never run', () => {
    const fresh = foldLifecycle({}, [])
    expect(regionsOf(fresh)).toBe('draft none none')
    expect(fresh.context).toEqual({
      missing: [],
      recurring: false,
      feed: false,
      runs: 0,
      failure: null,
    })
  })

  describe.each(table)('$in', ({ after, accepts }) => {
    it.each(Object.keys(commands) as Command[])('%s', (name) => {
      // Walked in the test, not while collecting: a broken walk fails this test, not the file.
      const before = situation(after)
      const event = commands[name]
      const decision = decide(before, event)
      const expected = accepts[name]
      // The engines read "held open" from the stored regions: it must agree with the machine.
      if (name === 'run finished' && regionsOf(before).startsWith('sending '))
        expect(isRunHeldOpen(lifecycleOf(before))).toBe(expected === undefined)
      if (expected === undefined) {
        expect(decision.accepted, `${name} should be refused`).toBe(false)
        expect(before.can(event)).toBe(false)
        return
      }
      if (!decision.accepted) throw new Error(`${name} should be accepted: ${decision.reason}`)
      const [regions, counted] = expected.split(' +')
      expect(regionsOf(decision.snapshot)).toBe(regions)
      // Only a draft is edited; a scheduled campaign is not live yet; three ends (DOMAIN.md).
      const delivery = regions?.split(' ')[0] ?? ''
      expect(tagsOf(decision.snapshot)).toEqual({
        editable: delivery === 'draft',
        live: delivery === 'sending' || delivery === 'paused',
        ended: ['completed', 'stopped', 'failed'].includes(delivery),
      })
      expect(decision.snapshot.context.runs).toBe(before.context.runs + (counted ? 1 : 0))
      if (event.type === 'campaign.configure')
        expect(decision.snapshot.context).toMatchObject({
          missing: event.missing,
          recurring: event.recurring,
          feed: event.feed,
        })
      else expect(decision.snapshot.context.missing).toEqual(before.context.missing)
      expect(decision.snapshot.context.failure).toBe(
        event.type === 'engine.failed' ? event.reason : before.context.failure,
      )
    })
  })
})

/** Why a command is refused: each reason the lifecycle gives (as a code), where it gives it. */
const reasons: [situation: string, command: Command, reason: RefusalCode][] = [
  ['a ready one-off draft', 'engine started', 'unexpectedOutcome'],
  ['a draft lacking a text', 'send now', 'notReady'],
  ['a one-off sending', 'send now', 'alreadySent'],
  ['a one-off sending', 'edit: ready once', 'notDraft'],
  ['a one-off waiting for its time', 'pause', 'notSending'],
  ['a one-off sending', 'resume', 'notPaused'],
  ['a completed one-off', 'stop', 'notUnderWay'],
  ['a one-off sending', 'stop recurring', 'notRecurring'],
  ['a recurring campaign waiting for its first run', 'stop recurring', 'notRunYet'],
  [
    "a recurring campaign's last run (its recurrence stopped)",
    'stop recurring',
    'recurrenceStopped',
  ],
  ['a one-off sending', 'stop feed', 'noFeed'],
  ['a one-off sending, its feed stopped', 'stop feed', 'feedStopped'],
  ['a recurring campaign between runs', 'planner stop', 'hasRun'],
  ['a recurring campaign sending its first run', 'planner stop', 'notWaiting'],
  ['a one-off with a streaming feed sending', 'run finished', 'feedHoldsRun'],
  ['a one-off with a feed waiting for its time', 'run finished', 'unexpectedOutcome'],
  ['a paused one-off', 'run finished', 'unexpectedOutcome'],
]

describe('the reasons of refusals', () => {
  it.each(reasons)('%s: %s', (where, name, reason) => {
    const entry = table.find((row) => row.in === where)
    if (!entry) throw new Error(`No situation "${where}"`)
    const snapshot = situation(entry.after)
    expect(refusalOf(snapshot, commands[name])).toBe(reason)
    expect(decide(snapshot, commands[name])).toEqual({ accepted: false, reason })
  })

  it('refuses a draft that lacks something as not ready', () => {
    const snapshot = foldLifecycle({ missing: ['a sender id', 'a text'] }, [])
    expect(refusalOf(snapshot, commands['send now'])).toBe('notReady')
  })

  it('accepts what it can take, with no reason', () => {
    const snapshot = situation([once])
    expect(refusalOf(snapshot, commands['send now'])).toBeNull()
  })
})
