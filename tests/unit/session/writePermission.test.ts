import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { TeamRole } from '../../../src/contract/team'
import { selectCanWrite, selectTeamRole } from '../../../src/machines/session/permissionSelectors'
import { testSession, testUser } from '../support/session'

const settled = (user: ReturnType<typeof testUser> | null) =>
  waitFor(testSession(user), (snapshot) => snapshot.hasTag('settled'))

const inTeam = (role: TeamRole) =>
  testUser({ current_team: { id: 'team-1', name: 'Shared', personal: false, role } })

describe("the session's write permission", () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['editor', true],
    ['viewer', false],
  ] as const)('a team %s may write: %s', async (role, may) => {
    const snapshot = await settled(inTeam(role))
    expect(selectTeamRole(snapshot)).toBe(role)
    expect(selectCanWrite(snapshot)).toBe(may)
  })

  it('is refused without a team or signed out', async () => {
    const teamless = await settled(testUser({ current_team_id: null, current_team: null }))
    expect(selectTeamRole(teamless)).toBeNull()
    expect(selectCanWrite(teamless)).toBe(false)
    const signedOut = await settled(null)
    expect(selectCanWrite(signedOut)).toBe(false)
  })
})
