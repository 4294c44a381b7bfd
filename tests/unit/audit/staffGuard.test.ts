import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { decideGuard } from '../../../src/views/guards'
import { testSession, testUser } from '../support/session'

const settled = (user: ReturnType<typeof testUser> | null) =>
  waitFor(testSession(user), (snapshot) => snapshot.hasTag('settled'))

describe('the staff guard of the management area', () => {
  it.each([
    ['nobody', null, { kind: 'signIn', redirect: '/management/journal' }],
    [
      'an unverified staff user',
      testUser({ is_staff: true, email_verified_at: null }),
      { kind: 'redirect', href: '/verify-email' },
    ],
    ['a verified user who is not staff', testUser(), { kind: 'notFound' }],
    ['a verified staff user', testUser({ is_staff: true }), { kind: 'allow' }],
  ] as const)('for %s decides %j', async (_who, user, decision) => {
    expect(decideGuard('staff', await settled(user), '/management/journal')).toEqual(decision)
  })
})
