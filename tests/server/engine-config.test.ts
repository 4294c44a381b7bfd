import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/src/config'
import { money } from '../../src/contract/constants'
import { formatMoney } from '../../src/contract/money'

/** DEFAULT_ROUTE_COST is read once, by the money module, at a unit price's scale. */
describe('the default route cost', () => {
  it('is a unit price in the default currency', () => {
    const cost = readConfig({}).engine.defaultRouteCost
    expect(cost).toMatchObject({ currency: money.defaultCurrency, scale: money.scales.unitPrice })
    expect(formatMoney(cost)).toBe('0.0050')
    expect(formatMoney(readConfig({ DEFAULT_ROUTE_COST: '0.012' }).engine.defaultRouteCost)).toBe(
      '0.0120',
    )
  })

  it('refuses at start a cost that is no unit price, rather than cutting its decimals', () => {
    for (const value of ['0.00005', '-0.01', '1e-3', 'free'])
      expect(() => readConfig({ DEFAULT_ROUTE_COST: value })).toThrow(/DEFAULT_ROUTE_COST/)
  })
})
