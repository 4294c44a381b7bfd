import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RoutingSimulateResponse } from '../../../src/contract/routing-plan'
import { SimulatePanel } from '../../../src/views/routing/plans/SimulatePanel'
import { RoutingScopeProvider } from '../../../src/views/routing/scope/RoutingScope'
import { renderInRouter } from '../audience/renderScreen'

/** The app's client, faked at its one seam. */
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

const route = {
  weight: 100,
  vendor_cost: '0.03',
  client_price: '0.02',
  margin: '-0.01',
  currency: 'EUR',
}
const trace = (extra: Partial<RoutingSimulateResponse>): RoutingSimulateResponse => ({
  plan_id: 'p-hub',
  number: { e164: '+447400123456', country: 'GB' },
  mnp: null,
  network: { id: 'n-ee', mcc: '234', mnc: '30', name: 'EE' },
  rules: [],
  rule_id: 'r-1',
  routes: [{ ...route, route_id: 'dear', route_name: 'Dear', failover_position: 1, chosen: false }],
  parts: 1,
  encoding: 'GSM-7',
  total_cost: null,
  ...extra,
})

async function simulate(answer: RoutingSimulateResponse) {
  v1.post.mockResolvedValue({ ok: true, data: answer })
  await renderInRouter(() => (
    <RoutingScopeProvider scope="hub">
      <SimulatePanel planId="p-hub" />
    </RoutingScopeProvider>
  ))
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: /number/i }), '+447400123456')
  await user.click(screen.getByRole('button', { name: /simulate|run/i }))
}

/** The simulate panel tells the profit logic's verdicts only when the answer carries them. */
describe('profit verdicts on the simulate panel', () => {
  beforeEach(() => {
    for (const call of Object.values(v1)) call.mockReset()
  })

  it('says why a route is refused and that none is left', async () => {
    const [dear] = trace({}).routes
    await simulate(
      trace({
        routes: dear
          ? [{ ...dear, profit: { allowed: false, rule_id: 'pl-1', reason: 'loss' } }]
          : [],
        profit_blocked: true,
      }),
    )
    expect(await screen.findByText(/this route would sell at a loss/)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toMatch(/refuses every route/)
  })

  it('says nothing of profit logic when the answer has no verdicts', async () => {
    await simulate(trace({}))
    expect(await screen.findByText(/Dear/)).toBeTruthy()
    expect(screen.queryByText(/profit logic/)).toBeNull()
  })
})
