import {
  type ActorRefFrom,
  and,
  assertEvent,
  assign,
  not,
  or,
  type SnapshotFrom,
  setup,
  stateIn,
} from 'xstate'

/**
 * The campaign lifecycle (DOMAIN.md "Lifecycle"), one machine for both sides: the client enables
 * each action from `can()`, the server accepts or refuses a command with it (409 with the reason
 * of `refusalOf`) and folds the stored events through it to know a campaign's status.
 *
 * Three parallel regions:
 * - `delivery`: draft → scheduled → sending ⇄ paused → completed, or stopped, or failed;
 * - `recurrence`: none | active → stopped (stop recurring sends, or a stop);
 * - `feed`: none | streaming → stopped (stop feed, a stop, or the campaign's end).
 *
 * Each command means one thing to an operator (docs/server.md "Lifecycle: what each command
 * means"): the planner stop takes back a send that has not run yet (back to draft); stopping
 * recurring sends needs a run begun or done (before that it would be either of the other two);
 * a stop ends everything. A feed holds a one-off campaign's run open; a recurring campaign's
 * runs end when their queue is empty and the feed's newcomers go in the next run.
 *
 * Commands come from people (`campaign.*`), outcomes from the delivery engine (`engine.*`).
 * Everything a decision needs travels in the events (a send says whether its time is later),
 * so folding the same events always gives the same status.
 */
export interface CampaignLifecycleContext {
  /** What the campaign still lacks before it can be sent (the is-ready checklist). */
  missing: string[]
  /** Sends again on a schedule after each run. */
  recurring: boolean
  /** A feed keeps adding recipients while it runs. */
  feed: boolean
  /** Runs the engine has finished. */
  runs: number
  /** Why the engine gave up, for people. */
  failure: string | null
}

export type CampaignLifecycleInput = Partial<
  Pick<CampaignLifecycleContext, 'missing' | 'recurring' | 'feed'>
>

export type CampaignCommand =
  /** The draft was edited: what is still missing, and whether it recurs and has a feed. */
  | { type: 'campaign.configure'; missing: string[]; recurring: boolean; feed: boolean }
  /** Send now, or at a later time (`later`): then it waits `scheduled`. */
  | { type: 'campaign.send'; later: boolean }
  | { type: 'campaign.pause' }
  | { type: 'campaign.resume' }
  /** Ends the campaign: delivery, recurrence and feed. */
  | { type: 'campaign.stop' }
  /** No run after the one under way (or, between runs, none more: the campaign completes). */
  | { type: 'campaign.stopRecurring' }
  /** No more recipients from the feed; the ones already queued are still sent. */
  | { type: 'campaign.stopFeed' }
  /** Takes back a send that waits for its first run: the campaign goes back to draft. */
  | { type: 'campaign.stopPlanner' }

export type EngineOutcome =
  /** The scheduled time came: the run started. */
  | { type: 'engine.started' }
  /** Every queued message of the run was handed to the carriers. */
  | { type: 'engine.runFinished' }
  | { type: 'engine.failed'; reason: string }

export type CampaignLifecycleEvent = CampaignCommand | EngineOutcome

const delivering = or([
  stateIn('#campaignLifecycle.delivery.scheduled'),
  stateIn('#campaignLifecycle.delivery.sending'),
  stateIn('#campaignLifecycle.delivery.paused'),
])
const sendable = and(['isReady', stateIn('#campaignLifecycle.delivery.draft')])
/** Sent, waiting for its first run: only the planner holds it. */
const awaitingFirstRun = and([stateIn('#campaignLifecycle.delivery.scheduled'), not('hasRun')])
/** A one-off campaign's feed keeps its only run open: the feed may add recipients any moment. */
const isRunHeldByFeed = and([
  stateIn('#campaignLifecycle.feed.streaming'),
  stateIn('#campaignLifecycle.recurrence.none'),
])
/** The run that ends now is a recurring campaign's last: its recurrence was stopped during it. */
const endsLastRecurringRun = and([
  stateIn('#campaignLifecycle.delivery.sending'),
  stateIn('#campaignLifecycle.recurrence.stopped'),
])
/** Between two runs of a recurring campaign. */
const betweenRuns = and([stateIn('#campaignLifecycle.delivery.scheduled'), 'hasRun'])

export const campaignLifecycleMachine = setup({
  types: {
    context: {} as CampaignLifecycleContext,
    events: {} as CampaignLifecycleEvent,
    input: {} as CampaignLifecycleInput,
  },
  actions: {
    storeConfiguration: assign(
      (_, params: Omit<Extract<CampaignCommand, { type: 'campaign.configure' }>, 'type'>) => ({
        missing: params.missing,
        recurring: params.recurring,
        feed: params.feed,
      }),
    ),
    countRun: assign({ runs: ({ context }) => context.runs + 1 }),
    storeFailure: assign((_, params: { reason: string }) => ({ failure: params.reason })),
  },
  guards: {
    isReady: ({ context }) => context.missing.length === 0,
    isLater: ({ event }) => {
      assertEvent(event, 'campaign.send')
      return event.later
    },
    isRecurring: ({ context }) => context.recurring,
    hasFeed: ({ context }) => context.feed,
    hasRun: ({ context }) => context.runs > 0,
    isRecurrenceActive: stateIn('#campaignLifecycle.recurrence.active'),
  },
}).createMachine({
  id: 'campaignLifecycle',
  type: 'parallel',
  context: ({ input }) => ({
    missing: input.missing ?? [],
    recurring: input.recurring ?? false,
    feed: input.feed ?? false,
    runs: 0,
    failure: null,
  }),
  states: {
    delivery: {
      initial: 'draft',
      states: {
        draft: {
          tags: ['editable'],
          on: {
            'campaign.configure': {
              actions: { type: 'storeConfiguration', params: ({ event }) => event },
            },
            'campaign.send': [
              {
                guard: and(['isReady', 'isLater']),
                target: 'scheduled',
              },
              { guard: 'isReady', target: 'sending' },
            ],
          },
        },
        scheduled: {
          on: {
            'engine.started': 'sending',
            'campaign.stop': 'stopped',
            // Between runs of a recurring campaign, no more runs means it is done. Before its
            // first run it is refused: "stop recurring" would mean either no run (the planner
            // stop or a stop) or one run (a one-off send), and the operator must say which.
            'campaign.stopRecurring': { guard: 'hasRun', target: 'completed' },
            // Only a send that has not run yet is taken back; between runs the planner stop
            // would be stop-recurring under another name, so it is refused there.
            'campaign.stopPlanner': { guard: not('hasRun'), target: 'draft' },
          },
        },
        sending: {
          tags: ['live'],
          on: {
            'campaign.pause': 'paused',
            'campaign.stop': 'stopped',
            // Refused while a one-off campaign's feed holds its run open (refusalOf says so).
            'engine.runFinished': [
              { guard: 'isRecurrenceActive', target: 'scheduled', actions: 'countRun' },
              { guard: not(isRunHeldByFeed), target: 'completed', actions: 'countRun' },
            ],
            'engine.failed': {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => event },
            },
          },
        },
        paused: {
          tags: ['live'],
          on: {
            'campaign.resume': 'sending',
            'campaign.stop': 'stopped',
          },
        },
        completed: { tags: ['ended'] },
        stopped: { tags: ['ended'] },
        failed: { tags: ['ended'] },
      },
    },
    recurrence: {
      initial: 'none',
      states: {
        none: {
          on: { 'campaign.send': { guard: and([sendable, 'isRecurring']), target: 'active' } },
        },
        active: {
          on: {
            'campaign.stopRecurring': { guard: not(awaitingFirstRun), target: 'stopped' },
            // A planner stop takes back the send, recurrence with it.
            'campaign.stopPlanner': { guard: awaitingFirstRun, target: 'none' },
            'campaign.stop': { guard: delivering, target: 'stopped' },
            'engine.failed': {
              guard: stateIn('#campaignLifecycle.delivery.sending'),
              target: 'stopped',
            },
          },
        },
        stopped: {},
      },
    },
    feed: {
      initial: 'none',
      states: {
        none: {
          on: { 'campaign.send': { guard: and([sendable, 'hasFeed']), target: 'streaming' } },
        },
        streaming: {
          on: {
            'campaign.stopFeed': 'stopped',
            'campaign.stop': { guard: delivering, target: 'stopped' },
            // Back to draft after a planner stop: the feed was never read.
            'campaign.stopPlanner': { guard: awaitingFirstRun, target: 'none' },
            'engine.failed': {
              guard: stateIn('#campaignLifecycle.delivery.sending'),
              target: 'stopped',
            },
            // A completed campaign reads no feed: its last run ended, or no run follows.
            'engine.runFinished': { guard: endsLastRecurringRun, target: 'stopped' },
            'campaign.stopRecurring': { guard: betweenRuns, target: 'stopped' },
          },
        },
        stopped: {
          on: { 'campaign.stopPlanner': { guard: awaitingFirstRun, target: 'none' } },
        },
      },
    },
  },
})

export type CampaignLifecycleMachine = typeof campaignLifecycleMachine
export type CampaignLifecycleRef = ActorRefFrom<CampaignLifecycleMachine>
export type CampaignLifecycleSnapshot = SnapshotFrom<CampaignLifecycleMachine>
