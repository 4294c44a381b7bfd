import { beforeEach, describe, expect, it } from 'vitest'
import { createDraftStore } from '../../../src/services/drafts'

describe('the draft store', () => {
  beforeEach(() => sessionStorage.clear())

  it('saves the registered forms when the session is lost and gives each back once', () => {
    const drafts = createDraftStore(sessionStorage)
    drafts.register('/onboarding/profile', 'profile', () => ({ company: 'Engines', country: 'GB' }))
    drafts.saveAll('user-1')
    expect(drafts.take('user-1', '/onboarding/profile', 'profile')).toEqual({
      company: 'Engines',
      country: 'GB',
    })
    expect(drafts.take('user-1', '/onboarding/profile', 'profile')).toBeNull()
  })

  it('never keeps a password, a secret or a token, nor empty fields', () => {
    const drafts = createDraftStore(sessionStorage)
    drafts.register('/my-account', 'password', () => ({
      name: 'Ada',
      current_password: 'hunter2',
      password_confirmation: 'hunter2',
      api_token: 'sb_123',
      client_secret: 's3cret',
      note: '',
    }))
    drafts.saveAll('user-1')
    expect(sessionStorage.getItem('switchboard.drafts')).not.toContain('hunter2')
    expect(drafts.take('user-1', '/my-account', 'password')).toEqual({ name: 'Ada' })
  })

  it("keeps a machine's snapshot whole, but for secrets at any depth", () => {
    const drafts = createDraftStore(sessionStorage)
    const snapshot = {
      value: 'editing',
      context: { draft: { at: '', throttle: '25', days: ['mon'] }, auth: { api_token: 'sb_1' } },
    }
    drafts.register('/campaigns/1', 'campaign-wizard', () => snapshot)
    drafts.saveAll('user-1')
    expect(drafts.take('user-1', '/campaigns/1', 'campaign-wizard')).toEqual({
      value: 'editing',
      context: { draft: { at: '', throttle: '25', days: ['mon'] }, auth: {} },
    })
  })

  it('gives a draft only to the same user, on the same page, for the same form', () => {
    const drafts = createDraftStore(sessionStorage)
    drafts.register('/a', 'form', () => ({ title: 'Hello' }))
    drafts.saveAll('user-1')
    expect(drafts.take('user-2', '/a', 'form')).toBeNull()
    expect(drafts.take('user-1', '/b', 'form')).toBeNull()
    expect(drafts.take('user-1', '/a', 'other')).toBeNull()
    expect(drafts.take('user-1', '/a', 'form')).toEqual({ title: 'Hello' })
  })

  it('forgets a form once it is withdrawn, and everything when the user signs out', () => {
    const drafts = createDraftStore(sessionStorage)
    const withdraw = drafts.register('/a', 'form', () => ({ title: 'Hello' }))
    withdraw()
    drafts.saveAll('user-1')
    expect(drafts.take('user-1', '/a', 'form')).toBeNull()

    drafts.register('/b', 'form', () => ({ title: 'Kept' }))
    drafts.saveAll('user-1')
    drafts.clear()
    expect(drafts.take('user-1', '/b', 'form')).toBeNull()
  })

  it('survives storage that holds something else', () => {
    sessionStorage.setItem('switchboard.drafts', '{not json')
    const drafts = createDraftStore(sessionStorage)
    expect(drafts.take('user-1', '/a', 'form')).toBeNull()
  })
})
