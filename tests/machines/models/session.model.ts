import type { EventObject } from 'xstate'
import { type SessionUser, sessionMachine } from '../../../src/machines/session'
import { defineMachineModel } from '../support/machineModel'

/** Only what the session reads of a user, so generated paths stay readable. */
export const modelUser = (verified: boolean): SessionUser =>
  ({
    id: 'user-1',
    email_verified_at: verified ? '2025-01-01T00:00:00Z' : null,
    current_team_id: 'team-1',
  }) as SessionUser

const far = Number.MAX_SAFE_INTEGER
/** The invoked actors' completion events, with the outputs that choose between guards. */
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const failed = (id: string, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: { status, message: `failed with ${status}` },
})

export const sessionModel = defineMachineModel(sessionMachine, {
  events: [
    done('restore', { token: null, refreshAt: null }),
    done('restore', { token: 'token-1', refreshAt: 0 }),
    done('restore', { token: 'token-1', refreshAt: far }),
    { type: 'xstate.error.actor.restore', error: new Error('no storage') },
    done('renewToken', { token: 'token-2', refreshAt: far }),
    failed('renewToken', 401),
    failed('renewToken', 419),
    failed('renewToken', 0),
    failed('renewToken', 503),
    done('fetchUser', { user: modelUser(true), cached: false }),
    done('fetchUser', { user: modelUser(false), cached: false }),
    done('fetchUser', { user: modelUser(true), cached: true }),
    failed('fetchUser', 401),
    failed('fetchUser', 0),
    done('sendVerificationNotice'),
    failed('sendVerificationNotice', 429),
    done('signOut'),
    failed('signOut', 0),
    { type: 'session.signedIn', token: 'token-3', refreshAt: far, user: modelUser(true) },
    { type: 'session.signedIn', token: 'token-3', refreshAt: far, user: modelUser(false) },
    { type: 'session.signOut' },
    { type: 'session.expired' },
    { type: 'session.tokenChanged', token: null, refreshAt: null },
    { type: 'session.tokenChanged', token: 'token-4', refreshAt: far },
    { type: 'session.userChanged', user: modelUser(true) },
    { type: 'session.userChanged', user: modelUser(false) },
    { type: 'session.reload' },
    { type: 'session.retry' },
    { type: 'session.connectionLost' },
    { type: 'session.online' },
    { type: 'session.resendVerification' },
  ] as EventObject[] as never,
})
