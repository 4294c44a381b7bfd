import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { selectIsSettled } from '../../../src/machines/session'
import { followCurrentTeam } from '../../../src/views/teams/followCurrentTeam'
import { testSession, testUser } from '../support/session'

describe('team-scoped views follow the current team', () => {
  it('load again when the user comes back working in another team, not otherwise', async () => {
    const user = testUser()
    const session = testSession(user)
    await waitFor(session, selectIsSettled)
    const router = { invalidate: vi.fn(async () => {}) }
    const stop = followCurrentTeam(router, session)

    session.send({ type: 'session.userChanged', user: { ...user, name: 'Ada King' } })
    expect(router.invalidate).not.toHaveBeenCalled()

    const switched = {
      ...user,
      current_team_id: 'team-2',
      current_team: { id: 'team-2', name: 'Analytical Engines', personal: false, role: 'viewer' },
    } as const
    session.send({ type: 'session.userChanged', user: switched })
    expect(router.invalidate).toHaveBeenCalledTimes(1)

    // Signing out is the guards' business, not a team switch.
    session.send({ type: 'session.signOut' })
    await waitFor(session, (snapshot) => snapshot.hasTag('signedOut'))
    expect(router.invalidate).toHaveBeenCalledTimes(1)
    stop()
  })
})
