import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, teamInvitations, users } from '../../server/src/db/schema'
import { sessionResponse } from '../../src/contract/auth'
import { serverTokens } from '../../src/contract/constants'
import {
  invitationList,
  invitationPreview,
  invitationResource,
} from '../../src/contract/invitations'
import { latestMail, password, register, registerVerified, uniqueEmail } from './support/accounts'
import { teamWithEveryRole } from './support/teams'
import { apiBase, appUrl, backends, useTestServer } from './support/test-server'

describe.each(backends)('team invitations on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })

  /** The token of the newest invitation mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const mail = await latestMail(server, email)
    const token = mail.text.match(new RegExp(`${appUrl}/team-invitations/(\\S+)`))?.[1]
    if (!token) throw new Error(`No invitation link in: ${mail.text}`)
    return token
  }

  /** A fresh access token (after the clock has moved past the old one's life). */
  async function signInAgain(email: string): Promise<string> {
    const response = await call('POST', 'token/login', undefined, { email, password })
    return response.body.access_token
  }

  async function invite(token: string, email = uniqueEmail('invitee'), role = 'editor') {
    const response = await call('POST', 'teams/invitations', token, { email, role })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return { email, id: response.body.id as string, token: await mailedToken(email) }
  }

  it('POST teams/invitations stores a pending invitation and mails a link to the invitation page', async () => {
    const { members } = await teamWithEveryRole(server, 'Inviters')
    const email = uniqueEmail('Invitee').toUpperCase()
    const response = await call('POST', 'teams/invitations', members.admin.accessToken, {
      email,
      role: 'viewer',
    })
    expect(response.status).toBe(201)
    const invitation = invitationResource.parse(response.body)
    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      role: 'viewer',
      status: 'pending',
      accepted_at: null,
      invited_by: { id: members.admin.id, name: 'Inviters admin' },
    })
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBeCloseTo(
      serverTokens.invitationTtlMs,
      -4,
    )
    const mail = await latestMail(server, email.toLowerCase())
    expect(mail.subject).toBe('You are invited to join Inviters')
    expect(mail.text).toContain('Inviters admin invited you to join the team Inviters as viewer.')
    // Only the hash is stored: the mailed token is nowhere in the table.
    const token = await mailedToken(email.toLowerCase())
    const [stored] = await server.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, invitation.id))
    expect(stored?.tokenHash).not.toContain(token)
    expect(JSON.stringify(response.body)).not.toContain(token)
  })

  it('only owners and admins see, send and revoke invitations', async () => {
    const { members } = await teamWithEveryRole(server)
    const sent = await invite(members.owner.accessToken)
    for (const role of ['editor', 'viewer'] as const) {
      const token = members[role].accessToken
      const list = await call('GET', 'teams/invitations', token)
      expect(list.status, role).toBe(403)
      expect(list.body.message).toBe(
        `Your role in this team (${role}) does not allow you to see the invitations.`,
      )
      const create = await call('POST', 'teams/invitations', token, {
        email: uniqueEmail(),
        role: 'viewer',
      })
      expect(create.body.message).toBe(
        `Your role in this team (${role}) does not allow you to invite members.`,
      )
      const revoke = await call('DELETE', `teams/invitations/${sent.id}`, token)
      expect(revoke.body.message).toBe(
        `Your role in this team (${role}) does not allow you to revoke invitations.`,
      )
    }
    const list = await call('GET', 'teams/invitations', members.admin.accessToken)
    expect(invitationList.parse(list.body).data.map((row) => row.id)).toEqual([sent.id])
  })

  it('POST teams/invitations refuses members, pending addresses, the owner role and bad input', async () => {
    const { members } = await teamWithEveryRole(server)
    const member = await call('POST', 'teams/invitations', members.owner.accessToken, {
      email: members.viewer.email,
      role: 'editor',
    })
    expect(member.status).toBe(422)
    expect(member.body.errors).toEqual({ email: ['This person already belongs to the team.'] })
    const { email } = await invite(members.owner.accessToken)
    const again = await call('POST', 'teams/invitations', members.owner.accessToken, {
      email,
      role: 'viewer',
    })
    expect(again.body.errors).toEqual({
      email: ['This address has already been invited. Revoke that invitation to send a new one.'],
    })
    const owner = await call('POST', 'teams/invitations', members.owner.accessToken, {
      email: uniqueEmail(),
      role: 'owner',
    })
    expect(owner.body.errors).toEqual({ role: ['The selected role is invalid.'] })
    const bad = await call('POST', 'teams/invitations', members.owner.accessToken, {
      email: 'nope',
    })
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role'])
  })

  it('lists invitations by status and role, and lets an expired address be invited again', async () => {
    const { members } = await teamWithEveryRole(server)
    const early = await invite(members.owner.accessToken, uniqueEmail('early'), 'viewer')
    server.advanceClock(serverTokens.invitationTtlMs + 1000)
    const token = await signInAgain(members.owner.email)
    const fresh = await invite(token, uniqueEmail('fresh'), 'admin')
    const status = async (query: string) =>
      (await call('GET', `teams/invitations?${query}`, token)).body.data.map(
        (row: { id: string }) => row.id,
      )
    expect(await status('filter[status]=expired')).toEqual([early.id])
    expect(await status('filter[status]=pending')).toEqual([fresh.id])
    expect(await status('filter[role]=viewer')).toEqual([early.id])
    expect(await status('sort=created_at')).toEqual([early.id, fresh.id])
    const reinvited = await call('POST', 'teams/invitations', token, {
      email: early.email,
      role: 'viewer',
    })
    expect(reinvited.status).toBe(201)
  })

  it('DELETE teams/invitations/{id} revokes: the link stops working', async () => {
    const { members } = await teamWithEveryRole(server)
    const sent = await invite(members.admin.accessToken)
    const revoked = await call('DELETE', `teams/invitations/${sent.id}`, members.admin.accessToken)
    expect(revoked.status).toBe(200)
    expect(revoked.body).toEqual({ message: 'The invitation was revoked.' })
    expect((await call('GET', `teams/accept-invite/${sent.token}`)).status).toBe(404)
    const again = await call('DELETE', `teams/invitations/${sent.id}`, members.admin.accessToken)
    expect(again.status).toBe(404)
    const other = await teamWithEveryRole(server, 'Other')
    const foreign = await invite(other.members.owner.accessToken)
    const cross = await call('DELETE', `teams/invitations/${foreign.id}`, members.owner.accessToken)
    expect(cross.status).toBe(404)
  })

  it('GET teams/accept-invite/{token} previews without a session: 404 unknown, 410 expired', async () => {
    const { teamId, members } = await teamWithEveryRole(server, 'Preview Co')
    const stranger = await invite(members.owner.accessToken, uniqueEmail('stranger'), 'viewer')
    const preview = invitationPreview.parse(
      (await call('GET', `teams/accept-invite/${stranger.token}`)).body,
    )
    expect(preview).toMatchObject({
      team: { id: teamId, name: 'Preview Co' },
      email: stranger.email,
      role: 'viewer',
      has_account: false,
    })
    const known = await register(server)
    const existing = await invite(members.owner.accessToken, known.email)
    const knownPreview = await call('GET', `teams/accept-invite/${existing.token}`)
    expect(knownPreview.body.has_account).toBe(true)
    for (const token of ['unknown-token', '%20', 'a'.repeat(300)]) {
      const response = await call('GET', `teams/accept-invite/${token}`)
      expect(response.status, token).toBe(404)
      expect(response.body.message).toBe('This invitation is invalid or has already been used.')
    }
    server.advanceClock(serverTokens.invitationTtlMs + 1000)
    const expired = await call('GET', `teams/accept-invite/${stranger.token}`)
    expect(expired.status).toBe(410)
    expect(expired.body.message).toBe('This invitation has expired. Ask the team for a new one.')
  })

  it('POST teams/accept-invite lets the invited user join; owners and admins are notified', async () => {
    const { teamId, members } = await teamWithEveryRole(server, 'Joiners')
    const person = await register(server, { name: 'Grace Hopper' })
    const sent = await invite(members.admin.accessToken, person.email, 'editor')
    const response = await call('POST', 'teams/accept-invite', person.accessToken, {
      token: sent.token,
    })
    expect(response.status).toBe(200)
    expect(response.body.current_team).toEqual({
      id: teamId,
      name: 'Joiners',
      personal: false,
      role: 'editor',
    })
    const again = await call('POST', 'teams/accept-invite', person.accessToken, {
      token: sent.token,
    })
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({
      token: ['This invitation is invalid or has already been used.'],
    })
    const list = await call(
      'GET',
      'teams/invitations?filter[status]=accepted',
      members.owner.accessToken,
    )
    expect(list.body.data).toEqual([expect.objectContaining({ id: sent.id, status: 'accepted' })])
    const told = await server.db
      .select({
        userId: notifications.userId,
        type: notifications.type,
        title: notifications.title,
      })
      .from(notifications)
      .where(eq(notifications.teamId, teamId))
    expect(told.map((row) => row.userId).sort()).toEqual(
      [members.owner.id, members.admin.id].sort(),
    )
    expect(told[0]).toMatchObject({
      type: 'team.invitation_accepted',
      title: 'Grace Hopper joined Joiners',
    })
  })

  it('POST teams/accept-invite refuses other addresses, expired and unknown tokens, members, no session', async () => {
    const { members } = await teamWithEveryRole(server)
    const someone = await register(server)
    const sent = await invite(members.owner.accessToken)
    const wrong = await call('POST', 'teams/accept-invite', someone.accessToken, {
      token: sent.token,
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe(
      `This invitation was sent to ${sent.email}. Sign in with that address to accept it.`,
    )
    expect(
      (await call('POST', 'teams/accept-invite', undefined, { token: sent.token })).status,
    ).toBe(401)
    const unknown = await call('POST', 'teams/accept-invite', someone.accessToken, {
      token: 'made-up',
    })
    expect(unknown.status).toBe(422)
    const malformed = await call('POST', 'teams/accept-invite', someone.accessToken, { token: 7 })
    expect(malformed.body.errors).toEqual({ token: ['The token field must be a string.'] })

    const memberInvite = await invite(members.owner.accessToken, someone.email)
    await call('POST', 'teams/accept-invite', someone.accessToken, { token: memberInvite.token })
    const later = await teamWithEveryRole(server)
    const second = await invite(later.members.owner.accessToken, someone.email)
    server.advanceClock(serverTokens.invitationTtlMs + 1000)
    const expired = await call('POST', 'teams/accept-invite', await signInAgain(someone.email), {
      token: second.token,
    })
    expect(expired.body.errors).toEqual({
      token: ['This invitation has expired. Ask the team for a new one.'],
    })
  })

  it('POST teams/create-user registers the invited address, verified, in the team', async () => {
    const { teamId, members } = await teamWithEveryRole(server, 'Newcomers')
    const sent = await invite(members.owner.accessToken, uniqueEmail('newcomer'), 'viewer')
    const response = await call('POST', 'teams/create-user', undefined, {
      token: sent.token,
      name: 'Katherine Johnson',
      password,
      password_confirmation: password,
    })
    expect(response.status).toBe(201)
    const session = sessionResponse.parse(response.body)
    expect(session.user).toMatchObject({
      email: sent.email,
      name: 'Katherine Johnson',
      current_team: { id: teamId, role: 'viewer' },
    })
    expect(session.user.email_verified_at).toEqual(expect.any(String))
    expect(response.headers.get('set-cookie')).toContain('switchboard_refresh=')
    // A personal team too, like every user.
    const teams = await call('GET', 'teams', session.access_token)
    expect(teams.body.data.map((team: { name: string }) => team.name).sort()).toEqual([
      "Katherine's Team",
      'Newcomers',
    ])
    const login = await call('POST', 'token/login', undefined, { email: sent.email, password })
    expect(login.status).toBe(200)
    const reused = await call('POST', 'teams/create-user', undefined, {
      token: sent.token,
      name: 'Someone',
      password,
      password_confirmation: password,
    })
    expect(reused.body.errors).toEqual({
      token: ['This invitation is invalid or has already been used.'],
    })
  })

  it('POST teams/create-user refuses an address with an account, a bad password and a bad token', async () => {
    const { members } = await teamWithEveryRole(server)
    const existing = await registerVerified(server)
    const sent = await invite(members.owner.accessToken, existing.email)
    const taken = await call('POST', 'teams/create-user', undefined, {
      token: sent.token,
      name: 'Twin',
      password,
      password_confirmation: password,
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({
      email: ['An account with this address already exists. Sign in to accept the invitation.'],
    })
    const fresh = await invite(members.owner.accessToken)
    const mismatch = await call('POST', 'teams/create-user', undefined, {
      token: fresh.token,
      name: 'x',
      password,
      password_confirmation: 'different',
    })
    expect(mismatch.body.errors).toEqual({
      password: ['The password field confirmation does not match.'],
    })
    const short = await call('POST', 'teams/create-user', undefined, {
      token: fresh.token,
      name: '',
      password: 'short',
      password_confirmation: 'short',
    })
    expect(Object.keys(short.body.errors).sort()).toEqual(['name', 'password'])
    const [stranger] = await server.db.select().from(users).where(eq(users.email, fresh.email))
    expect(stranger).toBeUndefined()
  })
})
