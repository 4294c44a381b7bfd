import { describe, expect, it } from 'vitest'
import { emailTemplateResource } from '../../src/contract/email-template'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

const welcomeMjml = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Hello {{first_name}}, your plan is {{custom.plan}}.</mj-text>
</mj-column></mj-section></mj-body></mjml>`

/** Email templates: CRUD through the engine, MJML compiled, HTML sanitised, merge tags checked. */
describe.each(backends)('email templates on %s', (backend) => {
  const server = useTestServer(backend)

  async function editor(name = 'Acme') {
    const team = await teamWithEveryRole(server, name)
    return { ...team, call: caller(server, team.members.editor.accessToken) }
  }

  it('compiles MJML, keeps its source, and reads the merge tags of subject and body', async () => {
    const { call } = await editor()
    const refused = await call('POST', 'email-templates', {
      name: 'Welcome',
      subject: 'Hi {{first_name}}',
      body: welcomeMjml,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      body: ['The template names custom fields the team does not have: {{custom.plan}}.'],
    })
    expect(
      (await call('POST', 'custom-fields', { key: 'plan', label: 'Plan', type: 'text' })).status,
    ).toBe(201)
    const created = await call('POST', 'email-templates', {
      name: 'Welcome',
      subject: 'Hi {{first_name}}',
      body: welcomeMjml,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const template = emailTemplateResource.parse(created.body)
    expect(template).toMatchObject({ format: 'mjml', body: welcomeMjml })
    expect(template.variables).toEqual(['first_name', 'custom.plan'])
    expect(template.html).toMatch(/^<html/)
    expect(template.html).toContain('Hello {{first_name}}, your plan is {{custom.plan}}.')
    const renamed = await call('PUT', `email-templates/${template.id}`, { subject: 'Welcome' })
    expect(renamed.body).toMatchObject({
      subject: 'Welcome',
      variables: ['first_name', 'custom.plan'],
    })
    const broken = await call('PUT', `email-templates/${template.id}`, {
      body: '<mjml><mj-body><mj-banner>Hi</mj-banner></mj-body></mjml>',
    })
    expect(broken.status).toBe(422)
    expect(broken.body.errors.body[0]).toMatch(/^The MJML could not be compiled: /)
  })

  it('stores HTML sanitised: no script, no handler, no javascript: URL', async () => {
    const { call } = await editor()
    const created = await call('POST', 'email-templates', {
      name: 'Hostile',
      subject: 'Hi',
      format: 'html',
      body: '<p onclick="steal()">Hi {{first_name}}</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a><a href="https://example.com/{{last_name}}">ok</a>',
    })
    expect(created.status).toBe(201)
    for (const stored of [created.body.body, created.body.html]) {
      expect(stored).not.toMatch(/script|onerror|onclick|javascript:/i)
      expect(stored).toContain('<p>Hi {{first_name}}</p>')
      expect(stored).toContain('<img src="x">')
      expect(stored).toContain('href="https://example.com/{{last_name}}"')
    }
  })

  it('refuses an unknown merge tag in subject or body, naming it, in the request’s language', async () => {
    const { call, members } = await editor()
    const refused = await call('POST', 'email-templates', {
      name: 'Odd',
      subject: 'Hi {{nickname}}',
      format: 'html',
      body: '<p>{{ favourite_colour }} and {{first_name}}</p>',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      subject: ['The subject field names unknown merge tags: {{nickname}}.'],
      body: ['The body field names unknown merge tags: {{favourite_colour}}.'],
    })
    const persian = await server.request('POST', `${apiBase}/email-templates`, {
      token: members.editor.accessToken,
      headers: { 'accept-language': 'fa' },
      body: { name: 'Odd', subject: 'Hi', format: 'html', body: '<p>{{nickname}}</p>' },
    })
    expect(persian.body.errors.body[0]).toContain('{{nickname}}')
    expect(persian.body.errors.body[0]).not.toMatch(/unknown/)
  })

  it('is the team’s own: another team’s template is 404, and a viewer cannot write', async () => {
    const { call, members } = await editor()
    const created = await call('POST', 'email-templates', {
      name: 'Mine',
      subject: 'Hi',
      format: 'html',
      body: '<p>Hi</p>',
    })
    const path = `email-templates/${created.body.id}`
    const other = await editor('Other')
    expect((await other.call('GET', path)).status).toBe(404)
    expect((await other.call('PUT', path, { name: 'Taken' })).status).toBe(404)
    expect((await other.call('DELETE', path)).status).toBe(404)
    expect((await other.call('GET', 'email-templates')).body.data).toEqual([])
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('GET', path)).status).toBe(200)
    expect(
      (await viewer('POST', 'email-templates', { name: 'X', subject: 'X', body: '<p/>' })).status,
    ).toBe(403)
    expect((await viewer('DELETE', path)).status).toBe(403)
    expect((await call('DELETE', path)).status).toBe(200)
    expect((await call('GET', path)).status).toBe(404)
  })
})
