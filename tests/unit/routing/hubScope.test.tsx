import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RoutingPlanResource } from '../../../src/contract/routing-plan'
import type { SmsRouteResource } from '../../../src/contract/sms-route'
import type { RequestOptions } from '../../../src/services/http/client'
import { Plans } from '../../../src/views/routing/plans/PlansScreen'
import { Routes } from '../../../src/views/routing/routes/RoutesScreen'
import { RoutingScopeProvider } from '../../../src/views/routing/scope/RoutingScope'
import { renderInRouter } from '../audience/renderScreen'

const stamp = '2026-11-29T06:00:00.000Z'
const plan: RoutingPlanResource = {
  id: 'p-hub',
  name: 'Wholesale',
  description: '',
  is_default: false,
  scope: 'hub',
  rule_count: 0,
  created_at: stamp,
  updated_at: stamp,
}
const route: SmsRouteResource = {
  id: 'r-hub',
  name: 'Eastway direct',
  vendor_name: 'Eastway',
  connection_id: null,
  connection_name: null,
  sender_handling: 'keep',
  sender_pool: [],
  status: 'active',
  scope: 'hub',
  created_at: stamp,
  updated_at: stamp,
}
const meta = { total: 1, page: 1, per_page: 25, last_page: 1 }

/** The app's client, faked at its one seam: every /v1 call is recorded with its options. */
const v1 = vi.hoisted(() => ({
  send: vi.fn(),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
}))
vi.mock('../../../src/services/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { v1, management: v1 },
}))

const inHub = (children: ReactNode) => (
  <RoutingScopeProvider scope="hub">{children}</RoutingScopeProvider>
)

/**
 * SMS routing's screens mounted in the hub's scope (issue 18 item 4): their calls carry
 * `scope=hub` and their links stay under /hub/routing.
 */
describe('routing screens in the hub scope', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const call of Object.values(v1)) call.mockReset()
  })

  it('creates a plan with scope=hub and links each plan to its rules under /hub', async () => {
    v1.post.mockResolvedValue({ ok: true, data: { ...plan, id: 'p-new', name: 'Transit' } })
    const onChanged = vi.fn()
    await renderInRouter(() =>
      inHub(
        <Plans
          result={{ ok: true, data: { data: [plan], meta } }}
          canWrite
          onChanged={onChanged}
        />,
      ),
    )
    const row = screen.getByRole('row', { name: /Wholesale/ })
    expect(within(row).getByRole('link', { name: 'Wholesale' }).getAttribute('href')).toBe(
      '/hub/routing/plans/p-hub/rules',
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'New plan' }))
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Transit')
    await user.click(screen.getByRole('button', { name: 'Create plan' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    const [path, body, options] = v1.post.mock.calls[0] as [string, unknown, RequestOptions]
    expect(path).toBe('sms/routing/plans')
    expect(body).toMatchObject({ name: 'Transit' })
    expect(options.query).toMatchObject({ scope: 'hub' })
  })

  it('links a hub route to its rates under /hub/routing/vendor and deletes it with scope=hub', async () => {
    v1.delete.mockResolvedValue({ ok: true, data: { message: 'Deleted' } })
    await renderInRouter(() =>
      inHub(
        <Routes
          routes={{ ok: true, data: { data: [route], meta } }}
          connections={{ ok: true, data: { data: [], meta: { ...meta, total: 0 } } }}
          canWrite
          teamRole="owner"
          onChanged={vi.fn()}
        />,
      ),
    )
    const row = screen.getByRole('row', { name: /Eastway direct/ })
    expect(
      within(row).getByRole('link', { name: 'Rates of Eastway direct' }).getAttribute('href'),
    ).toBe('/hub/routing/vendor/rates/r-hub')
    const user = userEvent.setup()
    await user.click(within(row).getByRole('button', { name: /Delete/ }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }))
    await waitFor(() => expect(v1.delete).toHaveBeenCalled())
    const [path, options] = v1.delete.mock.calls[0] as [string, RequestOptions]
    expect(path).toBe('sms/routing/routes/r-hub')
    expect(options.query).toMatchObject({ scope: 'hub' })
  })
})
