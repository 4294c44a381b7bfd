import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsFilters } from '../../../src/contract/analytics'
import type { ContactList } from '../../../src/contract/contact'
import { createAppRouter } from '../../../src/views/router'
import { testSession, testUser } from '../support/session'

const filterOptions: AnalyticsFilters = {
  statuses: ['active', 'unsubscribed', 'invalid', 'blocked'],
  sources: ['upload', 'feed', 'api', 'manual'],
  countries: [],
  networks: [],
  tags: [],
  segments: [],
  feeds: [],
  custom_fields: [],
}

const emptyList: ContactList = {
  data: [],
  meta: { total: 0, page: 1, per_page: 10, last_page: 1 },
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

/** The server as the screen sees it: the contact list answered by `list`, the rest at once. */
function serve(list: () => Promise<Response>) {
  const fetch = vi.fn(async (url: string) =>
    url.includes('analytics/filters') ? json(filterOptions) : list(),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function renderContacts(url = '/audience/contacts', user = testUser()) {
  const router = createAppRouter({
    session: testSession(user),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => {
  vi.unstubAllGlobals()
})

// React Aria widgets in jsdom are slow on a busy machine: each test gets room.
describe('the contacts screen', { timeout: 20_000 }, () => {
  it('says it is loading while the first page is on its way', async () => {
    serve(() => new Promise<Response>(() => {}))
    await renderContacts()
    expect(await screen.findByText('Loading…', {}, { timeout: 3000 })).toBeTruthy()
  })

  it('offers to create or upload contacts when the team has none', async () => {
    serve(async () => json(emptyList))
    await renderContacts()
    expect(await screen.findByText('Your team has no contacts yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a contact' }).getAttribute('href')).toContain(
      'contact=new',
    )
    expect(
      screen.getByRole('link', { name: 'Upload a CSV of contacts' }).getAttribute('href'),
    ).toBe('/audience/upload/Create')
  })

  it("offers a viewer neither a new contact nor an upload: the session's role may not write", async () => {
    serve(async () => json(emptyList))
    const viewer = testUser({
      current_team: { id: 'team-1', name: 'Shared', personal: false, role: 'viewer' },
    })
    await renderContacts('/audience/contacts', viewer)
    expect(await screen.findByText('Your team has no contacts yet.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'New contact' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Upload a CSV' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Create a contact' })).toBeNull()
  })

  it('says a filter matched nothing, rather than offering to create', async () => {
    const fetch = serve(async () => json(emptyList))
    await renderContacts('/audience/contacts?status=blocked&q=ann')
    expect(await screen.findByText('No contact matches these filters and search.')).toBeTruthy()
    const listCall = fetch.mock.calls.map(([url]) => url).find((url) => url.includes('contacts?'))
    expect(decodeURIComponent(listCall ?? '')).toContain('filter[status]=blocked')
    expect(listCall).toContain('search=ann')
  })

  it('says why the list failed and tries again on request', async () => {
    let fail = true
    serve(async () => {
      if (fail) throw new TypeError('Failed to fetch')
      return json(emptyList)
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderContacts()
    expect(await screen.findByText('The contacts could not be loaded')).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Your team has no contacts yet.')).toBeTruthy())
  })
})
