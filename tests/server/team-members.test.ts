import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiTokens, teamMembers } from '../../server/src/db/schema'
import { memberList, memberResource } from '../../src/contract/members'
import { registerVerified } from './support/accounts'
import { addMember, teamWithEveryRole, viewerApiTokenFor } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('team members on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })
  const roleOf = async (teamId: string, userId: string) =>
    (
      await server.db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    )[0]?.role

  it('GET teams/members lists the current team to every role, filtered, searched and sorted', async () => {
    const { members } = await teamWithEveryRole(server, 'Listers')
    for (const member of Object.values(members)) {
      const response = await call('GET', 'teams/members', member.accessToken)
      expect(response.status).toBe(200)
      const list = memberList.parse(response.body)
      expect(list.meta.total).toBe(4)
      expect(list.data.map((row) => row.role).sort()).toEqual([
        'admin',
        'editor',
        'owner',
        'viewer',
      ])
    }
    const editors = await call(
      'GET',
      'teams/members?filter[role]=editor',
      members.viewer.accessToken,
    )
    expect(editors.body.data).toEqual([
      expect.objectContaining({ id: members.editor.id, email: members.editor.email }),
    ])
    const searched = await call('GET', 'teams/members?search=OWNER', members.viewer.accessToken)
    expect(searched.body.data.map((row: { id: string }) => row.id)).toEqual([members.owner.id])
    const byRole = await call('GET', 'teams/members?sort=role', members.viewer.accessToken)
    expect(byRole.body.data.map((row: { role: string }) => row.role)).toEqual([
      'admin',
      'editor',
      'owner',
      'viewer',
    ])
    const bad = await call('GET', 'teams/members?filter[role]=boss', members.viewer.accessToken)
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['filter.role'])
    expect((await call('GET', 'teams/members')).status).toBe(401)
  })

  it('PUT teams/members/{id} changes roles for owners and admins only', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    for (const role of ['editor', 'viewer'] as const) {
      const refused = await call(
        'PUT',
        `teams/members/${members.owner.id}`,
        members[role].accessToken,
        {
          role: 'viewer',
        },
      )
      expect(refused.status, role).toBe(403)
      expect(refused.body.message).toBe(
        `Your role in this team (${role}) does not allow you to change members' roles.`,
      )
    }
    const changed = await call(
      'PUT',
      `teams/members/${members.viewer.id}`,
      members.admin.accessToken,
      {
        role: 'editor',
      },
    )
    expect(changed.status).toBe(200)
    expect(memberResource.parse(changed.body)).toMatchObject({
      id: members.viewer.id,
      role: 'editor',
    })
    const owner = await call(
      'PUT',
      `teams/members/${members.owner.id}`,
      members.admin.accessToken,
      {
        role: 'viewer',
      },
    )
    expect(owner.status).toBe(403)
    expect(owner.body.message).toBe(
      "The owner's role cannot be changed. The owner can make another member the owner instead.",
    )
    const promote = await call(
      'PUT',
      `teams/members/${members.editor.id}`,
      members.admin.accessToken,
      {
        role: 'owner',
      },
    )
    expect(promote.status).toBe(403)
    expect(promote.body.message).toBe(
      'Your role in this team (admin) does not allow you to transfer the ownership.',
    )
    expect(await roleOf(teamId, members.owner.id)).toBe('owner')
  })

  it('PUT teams/members/{id} with role owner hands the ownership over', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const response = await call(
      'PUT',
      `teams/members/${members.editor.id}`,
      members.owner.accessToken,
      {
        role: 'owner',
      },
    )
    expect(response.status).toBe(200)
    expect(response.body.role).toBe('owner')
    expect(await roleOf(teamId, members.owner.id)).toBe('admin')
    const team = await call('GET', `teams/${teamId}`, members.editor.accessToken)
    expect(team.body).toMatchObject({ role: 'owner', owner: { id: members.editor.id } })
  })

  it('refuses to hand over a personal team', async () => {
    const ada = await registerVerified(server)
    const bob = await registerVerified(server)
    const personal = (await call('GET', 'user', ada.accessToken)).body.current_team_id
    await addMember(server, personal, bob.id, 'editor')
    const response = await call('PUT', `teams/members/${bob.id}`, ada.accessToken, {
      role: 'owner',
    })
    expect(response.status).toBe(403)
    expect(response.body.message).toBe("A personal team's ownership cannot be transferred.")
  })

  it('PUT teams/members/{id} answers 404 for people outside the team and 422 for a bad role', async () => {
    const { members } = await teamWithEveryRole(server)
    const outsider = await registerVerified(server)
    for (const id of [outsider.id, crypto.randomUUID(), 'nobody']) {
      const response = await call('PUT', `teams/members/${id}`, members.owner.accessToken, {
        role: 'viewer',
      })
      expect(response.status, id).toBe(404)
      expect(response.body.message).toBe('The member was not found.')
    }
    const bad = await call('PUT', `teams/members/${members.viewer.id}`, members.owner.accessToken, {
      role: 'king',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ role: ['The selected role is invalid.'] })
  })

  it('DELETE teams/members/{id}: managers remove, members leave, the owner stays', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const token = await viewerApiTokenFor(server, teamId, members.viewer)
    const refused = await call(
      'DELETE',
      `teams/members/${members.viewer.id}`,
      members.editor.accessToken,
    )
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (editor) does not allow you to remove members.',
    )
    const removed = await call(
      'DELETE',
      `teams/members/${members.viewer.id}`,
      members.admin.accessToken,
    )
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ message: 'The member was removed from the team.' })
    expect(await roleOf(teamId, members.viewer.id)).toBeUndefined()
    // Their API token for the team is gone, and they work in their personal team again.
    expect(await server.db.select().from(apiTokens).where(eq(apiTokens.id, token.id))).toEqual([])
    expect((await call('GET', 'teams/members', token.secret)).status).toBe(401)
    const viewer = (await call('GET', 'user', members.viewer.accessToken)).body.current_team
    expect(viewer).toMatchObject({ personal: true })

    const left = await call(
      'DELETE',
      `teams/members/${members.editor.id}`,
      members.editor.accessToken,
    )
    expect(left.body).toEqual({ message: 'You have left the team.' })

    const ownerLeaves = await call(
      'DELETE',
      `teams/members/${members.owner.id}`,
      members.owner.accessToken,
    )
    expect(ownerLeaves.status).toBe(403)
    expect(ownerLeaves.body.message).toBe(
      'The owner cannot leave the team. Make another member the owner first, or delete the team.',
    )
    const ownerRemoved = await call(
      'DELETE',
      `teams/members/${members.owner.id}`,
      members.admin.accessToken,
    )
    expect(ownerRemoved.body.message).toBe('The team owner cannot be removed.')
    expect(
      (await call('DELETE', `teams/members/${crypto.randomUUID()}`, members.admin.accessToken))
        .status,
    ).toBe(404)
  })

  it('a session working in no team gets a clear 403 on team calls', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    await server.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, members.viewer.id)))
    const response = await call('GET', 'teams/members', members.viewer.accessToken)
    expect(response.status).toBe(403)
    expect(response.body.message).toBe(
      'You are not working in a team. Switch to one of your teams first.',
    )
  })
})
