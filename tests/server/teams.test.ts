import { describe, expect, it } from 'vitest'
import { serverTokens } from '../../src/contract/constants'
import { teamList, teamResource } from '../../src/contract/team'
import { userResource } from '../../src/contract/user'
import { register, registerVerified } from './support/accounts'
import { apiTokenFor, teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('teams on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })
  const currentTeamOf = async (token: string) =>
    (await call('GET', 'user', token)).body.current_team

  it('POST teams makes the caller the owner and switches them to the new team', async () => {
    const ada = await registerVerified(server)
    const created = await call('POST', 'teams', ada.accessToken, { name: '  Night Shift ' })
    expect(created.status).toBe(201)
    const team = teamResource.parse(created.body)
    expect(team).toMatchObject({
      name: 'Night Shift',
      personal: false,
      role: 'owner',
      member_count: 1,
      owner: { id: ada.id, email: ada.email },
    })
    expect(await currentTeamOf(ada.accessToken)).toEqual({
      id: team.id,
      name: 'Night Shift',
      personal: false,
      role: 'owner',
    })
  })

  it('POST teams refuses a blank or missing name, a missing session, an unverified address and an API token', async () => {
    const ada = await registerVerified(server)
    const blank = await call('POST', 'teams', ada.accessToken, { name: '   ' })
    expect(blank.status).toBe(422)
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'] })
    const missing = await call('POST', 'teams', ada.accessToken, {})
    expect(missing.body.errors).toEqual({ name: ['The name field is required.'] })
    expect((await call('POST', 'teams', undefined, { name: 'x' })).status).toBe(401)
    const unverified = await register(server)
    expect((await call('POST', 'teams', unverified.accessToken, { name: 'x' })).status).toBe(409)
    const token = await apiTokenFor(server, ada)
    const withToken = await call('POST', 'teams', token.secret, { name: 'x' })
    expect(withToken.status).toBe(403)
    expect(withToken.body.message).toBe(
      'This call needs a signed-in session; an API token cannot make it.',
    )
  })

  it('GET teams lists the teams the user belongs to, with the list contract', async () => {
    const ada = await registerVerified(server, { name: 'Ada Lovelace' })
    for (const name of ['Zeta', 'Alpha', 'Mid'])
      await call('POST', 'teams', ada.accessToken, { name })
    const other = await registerVerified(server)
    await call('POST', 'teams', other.accessToken, { name: 'Not Ada’s' })
    const list = teamList.parse((await call('GET', 'teams', ada.accessToken)).body)
    expect(list.data.map((team) => team.name)).toEqual(["Ada's Team", 'Alpha', 'Mid', 'Zeta'])
    expect(list.meta).toEqual({ total: 4, page: 1, per_page: 10, last_page: 1 })
    const paged = await call('GET', 'teams?sort=-name&per_page=2&page=2', ada.accessToken)
    expect(paged.body.data.map((team: { name: string }) => team.name)).toEqual([
      'Alpha',
      "Ada's Team",
    ])
    expect(paged.body.meta).toEqual({ total: 4, page: 2, per_page: 2, last_page: 2 })
    const searched = await call('GET', 'teams?search=alp', ada.accessToken)
    expect(searched.body.data.map((team: { name: string }) => team.name)).toEqual(['Alpha'])
    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'sort=secret', 'filter[x]=1']) {
      const refused = await call('GET', `teams?${query}`, ada.accessToken)
      expect(refused.status, query).toBe(422)
    }
  })

  it('GET teams/{id} shows a team of the user and answers 404 for any other id', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const shown = await call('GET', `teams/${teamId}`, members.viewer.accessToken)
    expect(shown.status).toBe(200)
    expect(teamResource.parse(shown.body)).toMatchObject({ role: 'viewer', member_count: 4 })
    const outsider = await registerVerified(server)
    for (const id of [teamId, crypto.randomUUID(), 'not-an-id']) {
      const response = await call('GET', `teams/${id}`, outsider.accessToken)
      expect(response.status, id).toBe(404)
      expect(response.body.message).toBe('The team was not found.')
    }
  })

  it('PUT teams/{id} renames for owners and admins; editors and viewers get 403', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    for (const role of ['owner', 'admin'] as const) {
      const response = await call('PUT', `teams/${teamId}`, members[role].accessToken, {
        name: `Renamed by ${role}`,
      })
      expect(response.status, role).toBe(200)
      expect(response.body.name).toBe(`Renamed by ${role}`)
    }
    for (const role of ['editor', 'viewer'] as const) {
      const response = await call('PUT', `teams/${teamId}`, members[role].accessToken, {
        name: 'Nope',
      })
      expect(response.status, role).toBe(403)
      expect(response.body.message).toBe(
        `Your role in this team (${role}) does not allow you to change the team.`,
      )
    }
    const invalid = await call('PUT', `teams/${teamId}`, members.owner.accessToken, { name: 5 })
    expect(invalid.status).toBe(422)
    const outsider = await registerVerified(server)
    expect(
      (await call('PUT', `teams/${teamId}`, outsider.accessToken, { name: 'Mine' })).status,
    ).toBe(404)
  })

  it('DELETE teams/{id} is the owner’s; members working in it go back to their personal team', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const response = await call('DELETE', `teams/${teamId}`, members[role].accessToken)
      expect(response.status, role).toBe(403)
      expect(response.body.message).toBe(
        `Your role in this team (${role}) does not allow you to delete the team.`,
      )
    }
    const deleted = await call('DELETE', `teams/${teamId}`, members.owner.accessToken)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ message: 'The team was deleted.' })
    expect((await call('GET', `teams/${teamId}`, members.owner.accessToken)).status).toBe(404)
    for (const member of Object.values(members)) {
      const team = await currentTeamOf(member.accessToken)
      expect(team).toMatchObject({ personal: true, role: 'owner' })
    }
  })

  it('DELETE teams/{id} refuses the personal team', async () => {
    const ada = await registerVerified(server)
    const personal = await currentTeamOf(ada.accessToken)
    const response = await call('DELETE', `teams/${personal.id}`, ada.accessToken)
    expect(response.status).toBe(403)
    expect(response.body.message).toBe('A personal team cannot be deleted.')
  })

  it('POST teams/switch changes the current team to one of the user’s', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const editor = members.editor
    const personal = (await call('GET', 'teams?search=Team', editor.accessToken)).body.data[0]
    const switched = await call('POST', 'teams/switch', editor.accessToken, {
      team_id: personal.id,
    })
    expect(switched.status).toBe(200)
    expect(userResource.parse(switched.body).current_team).toMatchObject({
      id: personal.id,
      personal: true,
      role: 'owner',
    })
    const back = await call('POST', 'teams/switch', editor.accessToken, { team_id: teamId })
    expect(back.body.current_team).toMatchObject({ id: teamId, role: 'editor' })
    const outsider = await registerVerified(server)
    const foreign = await call('POST', 'teams/switch', outsider.accessToken, { team_id: teamId })
    expect(foreign.status).toBe(404)
    const malformed = await call('POST', 'teams/switch', outsider.accessToken, { team_id: 'x' })
    expect(malformed.status).toBe(422)
    expect(Object.keys(malformed.body.errors)).toEqual(['team_id'])
    expect((await call('POST', 'teams/switch', undefined, { team_id: teamId })).status).toBe(401)
  })

  it('team calls answer 401 to a signed-out session and to an expired access token', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const paths = ['teams', `teams/${teamId}`, 'teams/members', 'teams/tokens', 'custom-fields']
    const signedOut = members.viewer.accessToken
    expect((await call('POST', 'token/logout', signedOut)).status).toBe(200)
    for (const path of paths) {
      const response = await call('GET', path, signedOut)
      expect(response.status, path).toBe(401)
      expect(response.body.message).toBe('Unauthenticated.')
    }
    server.advanceClock(serverTokens.accessTtlMs + 1000)
    for (const path of [...paths, 'teams/activity']) {
      const response = await call('GET', path, members.owner.accessToken)
      expect(response.status, path).toBe(401)
      expect(response.body.message).toBe('The access token has expired.')
    }
  })

  it('teams/onboarding keeps the profile and stamps its completion', async () => {
    const ada = await register(server)
    const empty = await call('GET', 'teams/onboarding', ada.accessToken)
    expect(empty.body).toEqual({ profile: null })
    const saved = await call('PUT', 'teams/onboarding', ada.accessToken, {
      company: ' Analytical Engines Ltd ',
      country: 'gb',
      phone: '+447911123456',
      use_case: 'Appointment reminders',
    })
    expect(saved.status).toBe(200)
    const profile = userResource.parse(saved.body).profile
    expect(profile).toMatchObject({
      company: 'Analytical Engines Ltd',
      country: 'GB',
      phone: '+447911123456',
      use_case: 'Appointment reminders',
    })
    expect(profile?.completed_at).toEqual(expect.any(String))
    expect((await call('GET', 'teams/onboarding', ada.accessToken)).body.profile).toEqual(profile)
    const minimal = await call('PUT', 'teams/onboarding', ada.accessToken, {
      company: 'Acme',
      country: 'FR',
    })
    expect(minimal.body.profile).toMatchObject({ phone: null, use_case: null })
  })

  it('teams/onboarding refuses bad answers and a missing session', async () => {
    const ada = await register(server)
    const refused = await call('PUT', 'teams/onboarding', ada.accessToken, {
      company: '',
      country: 'QQ',
      phone: '07911 123456',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      company: ['The company field is required.'],
      country: ['The country field is not a known country.'],
      phone: ['The phone field must be a phone number in E.164 form.'],
    })
    const notCode = await call('PUT', 'teams/onboarding', ada.accessToken, {
      company: 'x',
      country: 'France',
    })
    expect(notCode.body.errors).toEqual({
      country: ['The country field must be a two-letter country code.'],
    })
    expect((await call('GET', 'teams/onboarding')).status).toBe(401)
    expect((await call('PUT', 'teams/onboarding', undefined, {})).status).toBe(401)
  })
})
