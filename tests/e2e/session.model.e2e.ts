import { expect, type Page, type Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import { session as sessionConstants } from '../../src/contract/constants'
import { sessionMachine } from '../../src/machines/session'
import { modelUser } from '../machines/models/session.model'
import { apiBase, newAccount, registerAccount } from './support/session'
import { walkModel } from './support/walkModel'

/**
 * The session machine walked in the real page against the real server: its sign-in lifecycle
 * (start with or without a stored token, the user fetch and its refusal, signing in and out,
 * the session refused by the API, another tab signing out, a reload of the user). The calls it
 * waits on (GET user, token/logout) are held at the network until the model's done or error
 * event releases them, so every state in between is seen. The whole machine (token renewal,
 * verification, offline) is walked by the Vitest model.
 */

/**
 * A network call of the page: let through (the default), held until the model releases it, or
 * answered 401 (the server no longer accepts the session).
 */
class Gate {
  private waiting: Route[] = []
  mode: 'pass' | 'hold' | 'refuse'

  constructor(
    readonly method: string,
    mode: 'pass' | 'hold' = 'hold',
  ) {
    this.mode = mode
  }

  handle = async (route: Route) => {
    if (route.request().method() !== this.method) return route.fallback()
    if (this.mode === 'pass') return route.continue()
    if (this.mode === 'refuse')
      return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } })
    this.waiting.push(route)
  }

  /** Waits for the held call to be made, then lets it reach the server. */
  async release() {
    await expect
      .poll(() => this.waiting.length, { message: `a held ${this.method}` })
      .toBeGreaterThan(0)
    for (const route of this.waiting.splice(0)) await route.continue()
  }

  /** From now on every call (and any held one) is answered 401. */
  async refuse() {
    this.mode = 'refuse'
    for (const route of this.waiting.splice(0))
      await route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } })
  }
}

let gates: { user: Gate; logout: Gate; refresh: Gate }
let tokens: { access: string; refresh: string }
let account = newAccount('model')

/** The session's state value as JSON, or null before the app has started. */
const stateOf = (page: Page) =>
  page.evaluate(() => {
    const qa = window.switchboardQa
    return qa ? JSON.stringify(qa.session.getSnapshot().value) : null
  })

const inState = (expected: unknown) => async (page: Page) => {
  await expect.poll(() => stateOf(page)).toBe(JSON.stringify(expected))
}

const signedIn =
  (token: 'fresh' | 'renewing', user: 'current' | 'reloading') => async (page: Page) => {
    await inState({ signedIn: { token, verification: 'verified', user } })(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  }

const storeTokens = (page: Page, stored: { access: string; refresh: string } | null) =>
  page.evaluate(
    ({ stored, markerMs }) => {
      localStorage.clear()
      localStorage.setItem('switchboard.qa', '1')
      if (!stored) return
      localStorage.setItem('switchboard.token', stored.access)
      localStorage.setItem('switchboard.refreshToken', stored.refresh)
      localStorage.setItem('switchboard.refreshMarker', String(Date.now() + markerMs))
    },
    { stored, markerMs: sessionConstants.refreshMarkerMs },
  )

const far = Number.MAX_SAFE_INTEGER

walkModel('session.page', {
  machine: sessionMachine,
  events: [
    { type: 'xstate.done.actor.restore', output: { token: null, refreshAt: null } },
    { type: 'xstate.done.actor.restore', output: { token: 'token-1', refreshAt: far } },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.done.actor.fetchUser', output: { user: modelUser(true), cached: false } },
    { type: 'xstate.error.actor.fetchUser', error: { status: 401, message: 'Unauthenticated.' } },
    { type: 'session.signedIn', token: 'token-2', refreshAt: far, user: modelUser(true) },
    { type: 'session.signOut' },
    { type: 'session.expired' },
    { type: 'session.tokenChanged', token: null, refreshAt: null },
    { type: 'session.reload' },
    { type: 'xstate.done.actor.renewToken', output: { token: 'token-3', refreshAt: far } },
  ] as EventObject[] as never,
  setup: async (page) => {
    account = newAccount('model')
    await registerAccount(page.request, account, { verified: true })
    const login = await page.request.post(`${apiBase}/token/login`, {
      data: { email: account.email, password: account.password },
    })
    const body = (await login.json()) as { access_token: string; refresh_token: string }
    tokens = { access: body.access_token, refresh: body.refresh_token }
    // Token refreshes go through unless the refresh marker's renewal is being walked.
    gates = { user: new Gate('GET'), logout: new Gate('POST'), refresh: new Gate('POST', 'pass') }
    await page.route(`**${apiBase}/user`, gates.user.handle)
    await page.route(`**${apiBase}/token/logout`, gates.logout.handle)
    await page.route(`**${apiBase}/token/refresh`, gates.refresh.handle)
    await page.clock.install()
    // A page of the origin that is not the app: storage can be prepared before it starts.
    await page.goto('/api/build-id')
  },
  states: {
    restoring: async (page) => expect(await stateOf(page)).toBeNull(),
    signingOut: inState('signingOut'),
    loadingUser: inState('loadingUser'),
    signedOut: async (page) => {
      await inState('signedOut')(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    },
    'signedIn.token.fresh + signedIn.verification.verified + signedIn.user.current': signedIn(
      'fresh',
      'current',
    ),
    'signedIn.token.fresh + signedIn.verification.verified + signedIn.user.reloading': signedIn(
      'fresh',
      'reloading',
    ),
    'signedIn.token.renewing + signedIn.verification.verified + signedIn.user.current': signedIn(
      'renewing',
      'current',
    ),
    'signedIn.token.renewing + signedIn.verification.verified + signedIn.user.reloading': signedIn(
      'renewing',
      'reloading',
    ),
  },
  execute: {
    'xstate.done.actor.restore': async (page, event) => {
      const { token } = (event as unknown as { output: { token: string | null } }).output
      await storeTokens(page, token ? tokens : null)
      // No cookie copy of the user: the fetch goes to the server, where it is held.
      await page.context().clearCookies({ name: 'switchboard_user' })
      await page.goto(token ? '/' : '/login')
    },
    'xstate.done.actor.signOut': () => gates.logout.release(),
    'xstate.done.actor.fetchUser': () => gates.user.release(),
    // The server has ended the session: the user fetch, and the refresh it tries, are refused.
    'xstate.error.actor.fetchUser': async () => {
      await gates.refresh.refuse()
      await gates.user.refuse()
    },
    // The refresh marker passes; the renewal is held until the model's done event.
    'xstate.after.untilRefreshDue.session.signedIn.token.fresh': async (page) => {
      gates.refresh.mode = 'hold'
      await page.clock.fastForward(sessionConstants.refreshMarkerMs)
    },
    'xstate.done.actor.renewToken': () => gates.refresh.release(),
    // The sign-in page is the sign-in entry's (src/signin.tsx): signing in loads the app, whose
    // session starts from the stored token and fetches the user (held here) once more.
    'session.signedIn': async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
      await page.getByLabel('Password', { exact: true }).fill(account.password)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(page).not.toHaveURL(/\/login/)
      await gates.user.release()
    },
    'session.signOut': async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
    },
    // The API refuses the session: neither token works any more, so the next call ends it.
    'session.expired': async (page) => {
      await gates.refresh.refuse()
      await page.evaluate(() => {
        localStorage.setItem('switchboard.token', 'a-revoked-access-token')
        void window.switchboardQa?.api.v1.get('teams/onboarding')
      })
    },
    // Another tab signed out: its change of the shared storage reaches this one as an event.
    'session.tokenChanged': (page) =>
      page.evaluate(() => {
        localStorage.removeItem('switchboard.token')
        window.dispatchEvent(new StorageEvent('storage', { key: 'switchboard.token' }))
      }),
    'session.reload': (page) =>
      page.evaluate(() => window.switchboardQa?.session.send({ type: 'session.reload' })),
  },
})
