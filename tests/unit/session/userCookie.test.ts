import { describe, expect, it } from 'vitest'
import { createUserCookie } from '../../../src/services/userCookie'
import { testUser } from '../support/session'

/** A cookie jar like document's: writing one cookie keeps the others. */
function jar(protocol = 'http:') {
  const cookies = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    location: { protocol },
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair = ''] = text.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (text.includes('Max-Age=0')) cookies.delete(name)
      else cookies.set(name, value)
    },
  }
}

describe('the cookie-persisted user', () => {
  it('keeps the user for a later start and forgets it on sign-out', () => {
    const cookies = jar()
    cookies.cookie = 'other=1'
    const store = createUserCookie(cookies)
    expect(store.read()).toBeNull()
    store.write(testUser())
    expect(store.read()).toEqual(testUser())
    expect(cookies.written.at(-1)).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    store.clear()
    expect(store.read()).toBeNull()
    expect(cookies.cookie).toBe('other=1')
  })

  it('is Secure over https', () => {
    const cookies = jar('https:')
    createUserCookie(cookies).write(testUser())
    expect(cookies.written.at(-1)).toMatch(/; Secure$/)
  })

  it('ignores a cookie that does not hold a user', () => {
    const cookies = jar()
    cookies.cookie = `switchboard_user=${encodeURIComponent('{"id":1}')}`
    expect(createUserCookie(cookies).read()).toBeNull()
    cookies.cookie = 'switchboard_user=%7Bbroken'
    expect(createUserCookie(cookies).read()).toBeNull()
  })
})
