import { describe, expect, it } from 'vitest'
import { matchSignInPage } from '../../../src/contract/paths'

/** Which addresses the sign-in entry (src/signin.tsx) draws for a visitor (issue 15 item 1). */
describe('matchSignInPage', () => {
  it.each([
    ['/login', '/login', {}],
    ['/google/auth', '/google/auth', {}],
    ['/google/callback', '/google/callback', {}],
    ['/password-reset/a-token', '/password-reset/$', { _splat: 'a-token' }],
    ['/team-invitations/a-token', '/team-invitations/$', { _splat: 'a-token' }],
    ['/team-invitations/a-token/', '/team-invitations/$', { _splat: 'a-token/' }],
  ])('draws %s as %s', (path, fullPath, params) => {
    expect(matchSignInPage(path)).toEqual({ fullPath, params })
  })

  it.each([
    '/',
    '/google',
    '/google/auth/more',
    '/team-invitations/',
    '/team-invitations/bad%20token',
    '/onboarding/profile',
    '/verify-email',
  ])('leaves %s to the app', (path) => {
    expect(matchSignInPage(path)).toBeUndefined()
  })
})
