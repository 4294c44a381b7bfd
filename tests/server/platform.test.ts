import { describe, expect, it } from 'vitest'
import { serverLimits } from '../../src/contract/constants'
import { apiBase, backends, managementBase, useTestServer } from './support/test-server'

describe.each(backends)('the server around the API on %s', (backend) => {
  const server = useTestServer(backend)

  it('answers unknown API paths with a JSON 404', async () => {
    for (const path of [`${apiBase}/nothing-here`, `${managementBase}/nothing`, '/api/other']) {
      const response = await server.request('GET', path)
      expect(response.status, path).toBe(404)
      expect(response.body).toEqual({ message: 'Not Found' })
    }
  })

  it('serves the client: its assets, and the app shell for every other page', async () => {
    const asset = await server.request('GET', '/assets/app.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await server.request('GET', '/assets/missing.js')).status).toBe(404)
    for (const page of ['/', '/login', '/audience/contacts/42']) {
      const response = await server.request('GET', page, { headers: { accept: 'text/html' } })
      expect(response.status, page).toBe(200)
      expect(response.body).toContain('<title>Switchboard</title>')
    }
  })

  it('answers malformed JSON with 400, and a body that is not an object with 422', async () => {
    const malformed = await server.request('POST', `${apiBase}/token/login`, { body: '{"email":' })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.' })
    const list = await server.request('POST', `${apiBase}/token/login`, { body: [1, 2] })
    expect(list.status).toBe(422)
    expect(list.body.errors).toEqual({ body: ['The request body must be a JSON object.'] })
  })

  it('refuses a body above the limit with 413 before reading it', async () => {
    const response = await server.request('POST', `${apiBase}/register`, {
      body: JSON.stringify({ name: 'x'.repeat(serverLimits.maxJsonBodyBytes) }),
    })
    expect(response.status).toBe(413)
    expect(response.body).toEqual({ message: 'The request body is too large.' })
  })

  it('answers Google sign-in with 501 and a message when Google is not configured', async () => {
    for (const path of ['auth/google/redirect', 'auth/google/callback?code=a&state=b']) {
      const response = await server.request('GET', `${apiBase}/${path}`)
      expect(response.status, path).toBe(501)
      expect(response.body.message).toBe(
        'Google sign-in is not available on this server. Sign in with your email and password.',
      )
    }
  })
})
