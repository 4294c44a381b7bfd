import { describe, expect, it } from 'vitest'
import { roleCan } from '../../../src/contract/permissions'
import { type TeamRole, teamRoles } from '../../../src/contract/team'
import { teamOffers } from '../../../src/views/teams/teamOffers'

const self = 'user-self'
const other = (role: TeamRole) => ({ id: 'user-other', role })
const offersTo = (role: TeamRole, personal = false) => teamOffers({ role, personal, userId: self })

describe('what the team screens offer each role', () => {
  // The table of the brief: owners and admins manage, editors make tokens, viewers only read.
  it.each([
    ['owner', { rename: true, invite: true, revoke: true, createToken: true, changeRole: true }],
    ['admin', { rename: true, invite: true, revoke: true, createToken: true, changeRole: true }],
    [
      'editor',
      { rename: false, invite: false, revoke: false, createToken: true, changeRole: false },
    ],
    [
      'viewer',
      { rename: false, invite: false, revoke: false, createToken: false, changeRole: false },
    ],
  ] as const)('%s', (role, expected) => {
    const offers = offersTo(role)
    expect({
      rename: offers.rename,
      invite: offers.invite,
      revoke: offers.revokeInvitation({ status: 'pending' }),
      createToken: offers.createToken,
      changeRole: offers.changeRole(other('editor')),
    }).toEqual(expected)
  })

  it('follow the permission table the server enforces', () => {
    for (const role of teamRoles) {
      const offers = offersTo(role)
      expect(offers.invite).toBe(roleCan(role, 'invitations.create'))
      expect(offers.viewInvitations).toBe(roleCan(role, 'invitations.view'))
      expect(offers.createToken).toBe(roleCan(role, 'tokens.create'))
      expect(offers.rename).toBe(roleCan(role, 'team.update'))
    }
  })

  it('never offer to demote, remove or leave as the owner', () => {
    const owner = offersTo('owner')
    expect(owner.leave).toBe(false)
    expect(offersTo('admin').changeRole(other('owner'))).toBe(false)
    expect(owner.removeMember(other('owner'))).toBe(false)
    expect(owner.removeMember(other('viewer'))).toBe(true)
    // Their own row is left from the team page, not removed.
    expect(offersTo('admin').removeMember({ id: self, role: 'admin' })).toBe(false)
    expect(offersTo('viewer').leave).toBe(true)
  })

  it('hand the ownership over and delete the team only as the owner of a shared team', () => {
    expect(offersTo('owner').rolesToGive).toEqual(['owner', 'admin', 'editor', 'viewer'])
    expect(offersTo('owner', true).rolesToGive).toEqual(['admin', 'editor', 'viewer'])
    expect(offersTo('admin').rolesToGive).toEqual(['admin', 'editor', 'viewer'])
    expect(offersTo('owner').deleteTeam).toBe(true)
    expect(offersTo('owner', true).deleteTeam).toBe(false)
    expect(offersTo('admin').deleteTeam).toBe(false)
  })

  it('revoke only pending invitations', () => {
    const offers = offersTo('admin')
    expect(offers.revokeInvitation({ status: 'accepted' })).toBe(false)
    expect(offers.revokeInvitation({ status: 'expired' })).toBe(false)
  })
})
