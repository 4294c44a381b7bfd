import { createActor, fromCallback, fromPromise } from 'xstate'
import { type SessionUser, sessionMachine } from '../../../src/machines/session'

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    email_verified_at: '2025-01-01T00:00:00.000Z',
    is_staff: false,
    current_team_id: 'team-1',
    current_team: { id: 'team-1', name: "Ada's Team", personal: true, role: 'owner' },
    profile: {
      company: 'Analytical Engines',
      country: 'GB',
      phone: null,
      use_case: 'sms',
      completed_at: '2025-01-01T00:00:00.000Z',
    },
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/**
 * A started session machine whose calls answer at once: signed in as `user`, or signed out
 * when `user` is null. The app's real machine, so the guards see what they would in the app.
 */
export function testSession(user: SessionUser | null) {
  return createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(async () => ({
          token: user ? 'token-1' : null,
          refreshAt: Date.now() + 600_000,
        })),
        renewToken: fromPromise(async () => ({
          token: 'token-2',
          refreshAt: Date.now() + 600_000,
        })),
        fetchUser: fromPromise(async () => {
          if (!user) throw { status: 401, message: 'Unauthenticated.' }
          return { user, cached: false }
        }),
        sendVerificationNotice: fromPromise(async () => undefined),
        signOut: fromPromise(async () => undefined),
        listen: fromCallback(() => () => {}),
      } as never,
    }),
  ).start()
}
