import { describe, expect, it } from 'vitest'
import { judgeMargin, type ProfitRule } from '../../server/src/domain/profit-logic/judge'
import { moneyFromText } from '../../src/contract/money'

const rule = (id: string, fields: Partial<ProfitRule>): ProfitRule => ({
  id,
  clientIds: [],
  country: null,
  networkId: null,
  minMargin: null,
  maxLoss: null,
  negativeMargin: 'block',
  ...fields,
})

const rules: ProfitRule[] = [
  rule('globex-ee', {
    clientIds: ['globex'],
    networkId: 'ee',
    negativeMargin: 'allow',
    maxLoss: '0.002',
  }),
  rule('gb-floor', { country: 'GB', minMargin: '0.001' }),
  rule('everyone', { minMargin: '0' }),
]

/** judgeMargin: the first covering rule judges a route's price − cost (issue 18 item 5). */
describe('judgeMargin', () => {
  it.each([
    // client, network, country, cost, price, currency → verdict
    ['globex', 'ee', 'GB', '0.010', '0.011', 'EUR', { allowed: true, rule_id: 'globex-ee' }],
    ['globex', 'ee', 'GB', '0.012', '0.011', 'EUR', { allowed: true, rule_id: 'globex-ee' }],
    [
      'globex',
      'ee',
      'GB',
      '0.014',
      '0.011',
      'EUR',
      { allowed: false, rule_id: 'globex-ee', reason: 'maxLoss' },
    ],
    [
      'globex',
      'o2',
      'GB',
      '0.0105',
      '0.011',
      'EUR',
      { allowed: false, rule_id: 'gb-floor', reason: 'minMargin' },
    ],
    ['initech', 'ee', 'GB', '0.010', '0.011', 'EUR', { allowed: true, rule_id: 'gb-floor' }],
    [
      'initech',
      'ee',
      'GB',
      '0.012',
      '0.011',
      'EUR',
      { allowed: false, rule_id: 'gb-floor', reason: 'loss' },
    ],
    ['initech', 'sfr', 'FR', '0.011', '0.011', 'EUR', { allowed: true, rule_id: 'everyone' }],
    [
      'initech',
      'sfr',
      'FR',
      '0.0111',
      '0.011',
      'EUR',
      { allowed: false, rule_id: 'everyone', reason: 'loss' },
    ],
  ] as const)(
    '%s on %s (%s): cost %s, price %s %s',
    (clientId, networkId, country, cost, price, currency, verdict) => {
      expect(
        judgeMargin(rules, {
          clientId,
          networkId,
          country,
          vendorCost: moneyFromText(cost, currency),
          clientPrice: moneyFromText(price, currency),
        }),
      ).toEqual(verdict)
    },
  )

  it('lets through what it cannot judge: no rule, no price, no cost, two currencies', () => {
    const at = { clientId: 'globex', networkId: 'ee', country: 'GB' }
    const eur = moneyFromText('0.02', 'EUR')
    expect(judgeMargin([], { ...at, vendorCost: eur, clientPrice: null })).toEqual({
      allowed: true,
      rule_id: null,
    })
    expect(judgeMargin(rules, { ...at, vendorCost: null, clientPrice: eur }).allowed).toBe(true)
    expect(judgeMargin(rules, { ...at, vendorCost: eur, clientPrice: null }).allowed).toBe(true)
    expect(
      judgeMargin(rules, { ...at, vendorCost: eur, clientPrice: moneyFromText('0.01', 'USD') })
        .allowed,
    ).toBe(true)
  })
})
