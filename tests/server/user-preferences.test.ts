import { describe, expect, it } from 'vitest'
import { toast as toastConstants } from '../../src/contract/constants'
import { toastDurationNames, toastScaleOf, userResource } from '../../src/contract/user'
import { register } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

describe('the toast-duration names', () => {
  it('name every scale of toast.durationScales and read back as it', () => {
    expect(toastDurationNames.map(toastScaleOf)).toEqual([...toastConstants.durationScales])
    expect(JSON.parse(JSON.stringify(toastDurationNames))).toEqual(toastDurationNames)
  })
})

describe.each(backends)('user preferences on %s', (backend) => {
  const server = useTestServer(backend)
  const put = (token: string, body: unknown) =>
    server.request('PUT', `${apiBase}/user`, { body, token })

  it('start empty: nothing is chosen until the person chooses it', async () => {
    const account = await register(server)
    const user = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
    expect(userResource.parse(user.body).preferences).toEqual({})
  })

  it('are merged field by field and kept for the next sign-in', async () => {
    const account = await register(server)
    const first = await put(account.accessToken, { preferences: { locale: 'ar' } })
    expect(first.status).toBe(200)
    expect(first.body.preferences).toEqual({ locale: 'ar' })
    const second = await put(account.accessToken, {
      preferences: { theme: { primary: 'sky', scheme: 'dark' }, toast_duration: 'Infinity' },
    })
    expect(second.body.preferences).toEqual({
      locale: 'ar',
      theme: { primary: 'sky', scheme: 'dark' },
      toast_duration: 'Infinity',
    })
    const again = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
    expect(again.body.preferences).toEqual(second.body.preferences)
  })

  it('refuse what the interface does not offer, field by field', async () => {
    const account = await register(server)
    const refused = await put(account.accessToken, {
      preferences: {
        locale: 'de',
        theme: { primary: 'pink', scheme: 'dark' },
        toast_duration: '3',
      },
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'preferences.locale',
      'preferences.theme.primary',
      'preferences.toast_duration',
    ])
    const user = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
    expect(user.body.preferences).toEqual({})
  })
})
