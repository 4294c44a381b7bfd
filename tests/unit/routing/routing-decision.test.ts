import { describe, expect, it } from 'vitest'
import {
  type LoadedRule,
  lineUpRoutes,
  messageCost,
  pickRule,
  type RateInForce,
} from '../../../server/src/domain/routing/decide'
import { globCovers, globMatches } from '../../../server/src/domain/routing/glob'
import {
  matchRule,
  type RuleMatches,
  shadowedRules,
} from '../../../server/src/domain/routing/rule-match'
import { chooseWeighted, keyPoint } from '../../../server/src/domain/routing/weighted-choice'
import { formatAmount } from '../../../src/contract/money'
import { splitProblems } from '../../../src/contract/routing-plan'

const any: RuleMatches = { countries: [], networkIds: [], senderPattern: null, clients: [] }
const message = { country: 'GB', networkId: 'n-ee', sender: 'ACME', clientId: null }

function rule(
  id: string,
  matches: Partial<RuleMatches> = {},
  extra: Partial<LoadedRule> = {},
): LoadedRule {
  return { id, position: 1, mode: 'weighted', routes: [], ...any, ...matches, ...extra }
}

const split = (routeId: string, weight: number, failoverPosition: number, active = true) => ({
  routeId,
  routeName: routeId,
  weight,
  failoverPosition,
  active,
})

describe('sender id globs', () => {
  it('matches * as any run and ? as one character, ignoring case', () => {
    expect(globMatches('ACME*', 'acme-shop')).toBe(true)
    expect(globMatches('ACME*', 'ACME')).toBe(true)
    expect(globMatches('A?ME', 'ACME')).toBe(true)
    expect(globMatches('A?ME', 'AME')).toBe(false)
    expect(globMatches('*BANK', 'MYBANK')).toBe(true)
    expect(globMatches('*BANK', 'BANKER')).toBe(false)
    expect(globMatches('*a*b*', 'xxaxxbxx')).toBe(true)
    expect(globMatches('INFO', 'INFO2')).toBe(false)
  })

  it('stays quick on patterns that would make a backtracking RegExp slow', () => {
    const started = performance.now()
    expect(globMatches('*a*a*a*a*a*a*a*a*b', 'a'.repeat(32))).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('says a pattern covers another only when it surely does', () => {
    expect(globCovers(null, 'ACME*')).toBe(true)
    expect(globCovers('*', null)).toBe(true)
    expect(globCovers('ACME*', 'ACME')).toBe(true)
    expect(globCovers('ACME*', 'acme*')).toBe(true)
    expect(globCovers('ACME*', 'ACM?')).toBe(false)
    expect(globCovers('ACME', null)).toBe(false)
  })
})

describe('rule matching', () => {
  it('names the first match that fails, and matches when all hold', () => {
    expect(matchRule(any, message)).toBe('matches')
    expect(matchRule({ ...any, countries: ['FR'] }, message)).toBe('country')
    expect(matchRule({ ...any, networkIds: ['n-o2'] }, message)).toBe('network')
    expect(matchRule({ ...any, networkIds: ['n-o2'] }, { ...message, networkId: null })).toBe(
      'noNetwork',
    )
    expect(matchRule({ ...any, senderPattern: 'BANK*' }, message)).toBe('sender')
    expect(matchRule({ ...any, senderPattern: 'BANK*' }, { ...message, sender: null })).toBe(
      'noSender',
    )
    const clients = [{ kind: 'member' as const, id: 'u1' }]
    expect(matchRule({ ...any, clients }, message)).toBe('noClient')
    expect(matchRule({ ...any, clients }, { ...message, clientId: 'u2' })).toBe('client')
    expect(matchRule({ ...any, clients }, { ...message, clientId: 'u1' })).toBe('matches')
    expect(
      matchRule({ ...any, countries: ['GB'], networkIds: ['n-ee'], senderPattern: 'AC*' }, message),
    ).toBe('matches')
  })

  it('takes the first matching rule and marks the later ones as not tried', () => {
    const rules = [
      rule('fr', { countries: ['FR'] }),
      rule('gb', { countries: ['GB'] }),
      rule('all'),
    ]
    const { steps, rule: chosen } = pickRule(rules, message)
    expect(chosen?.id).toBe('gb')
    expect(steps.map((step) => [step.id, step.matched, step.verdict])).toEqual([
      ['fr', false, 'country'],
      ['gb', true, 'matches'],
      ['all', false, 'earlier'],
    ])
  })
})

describe('shadowed rules', () => {
  const countryOf = (id: string) => ({ 'n-ee': 'GB', 'n-orange': 'FR' })[id]

  it('flags a rule every message of which an earlier rule takes', () => {
    const rules = [
      rule('gb', { countries: ['GB', 'IE'] }),
      rule('gb-acme', { countries: ['GB'], senderPattern: 'ACME' }),
      rule('ee', { networkIds: ['n-ee'] }),
      rule('fr-or-ee', { networkIds: ['n-ee', 'n-orange'] }),
      rule('catch-all'),
      rule('after-all', { countries: ['DE'] }),
    ]
    expect(Object.fromEntries(shadowedRules(rules, countryOf))).toEqual({
      'gb-acme': 'gb',
      ee: 'gb',
      'after-all': 'catch-all',
    })
  })

  it('does not flag a rule an earlier one only partly covers', () => {
    const rules = [
      rule('acme', { senderPattern: 'ACME*' }),
      rule('acm', { senderPattern: 'ACM?' }),
      rule('gb', { countries: ['GB'] }),
      rule('gb-fr', { countries: ['GB', 'FR'] }),
      rule('client', { clients: [{ kind: 'member', id: 'u1' }] }),
      rule('clients', {
        clients: [
          { kind: 'member', id: 'u1' },
          { kind: 'api_token', id: 't1' },
        ],
      }),
    ]
    expect(shadowedRules(rules, countryOf).size).toBe(0)
  })
})

describe('weighted choice', () => {
  const options = [
    { id: 'a', weight: 70 },
    { id: 'b', weight: 20 },
    { id: 'c', weight: 10 },
  ]

  it('gives each option its weight within ±3 % over 10,000 keys', () => {
    const counts = new Map<string, number>()
    for (let index = 0; index < 10_000; index++) {
      const picked = chooseWeighted(options, `+4477009${String(index).padStart(5, '0')}|ACME`)
      counts.set(picked?.id ?? '', (counts.get(picked?.id ?? '') ?? 0) + 1)
    }
    for (const option of options)
      expect(Math.abs((counts.get(option.id) ?? 0) / 100 - option.weight)).toBeLessThanOrEqual(3)
  })

  it('always picks the same option for a key, and none when no option has weight', () => {
    for (const key of ['msg-1', 'msg-2', '+447700900123|'])
      expect(chooseWeighted(options, key)).toBe(chooseWeighted(options, key))
    expect(keyPoint('x', 100)).toBe(keyPoint('x', 100))
    expect(chooseWeighted([{ weight: 0 }], 'k')).toBeNull()
    expect(chooseWeighted([{ id: 'only', weight: 100 }], 'k')).toEqual({ id: 'only', weight: 100 })
  })
})

describe('routes lined up for a message', () => {
  const rate = (price: string): RateInForce => ({ price, currency: 'EUR', networkId: 'n-ee' })

  it('least cost: the cheapest route in force takes it, the rest follow in price order', () => {
    const leastCost = rule(
      'lc',
      {},
      {
        mode: 'least_cost',
        routes: [split('a', 0, 1), split('b', 0, 2), split('c', 0, 3), split('off', 0, 4, false)],
      },
    )
    const rates = new Map([
      ['a', rate('0.030000')],
      ['b', rate('0.010000')],
      ['off', rate('0.001000')],
    ])
    const lined = lineUpRoutes(leastCost, rates, 'any')
    expect(lined.map((route) => [route.routeId, route.failoverPosition, route.chosen])).toEqual([
      ['b', 1, true],
      ['a', 2, false],
      ['off', 3, false],
      ['c', 4, false],
    ])
    const cost = messageCost(lined, 3)
    expect(cost && formatAmount(cost)).toBe('0.03')
  })

  it('weighted: only an active route with a rate in force is chosen; failover order is the rule’s', () => {
    const weighted = rule(
      'w',
      {},
      {
        routes: [split('b', 50, 2), split('a', 50, 1), split('unpriced', 0, 3)],
      },
    )
    const lined = lineUpRoutes(weighted, new Map([['a', rate('0.02')]]), 'key')
    expect(lined.map((route) => [route.routeId, route.chosen])).toEqual([
      ['a', true],
      ['b', false],
      ['unpriced', false],
    ])
    expect(messageCost(lineUpRoutes(weighted, new Map(), 'key'), 1)).toBeNull()
  })
})

describe('a split’s problems', () => {
  const first = { route_id: 'a', weight: 60, failover_position: 1 }
  const second = { route_id: 'b', weight: 40, failover_position: 2 }
  const keys = (problems: ReturnType<typeof splitProblems>) =>
    problems.map((problem) => problem.key)

  it('wants weights summing to 100 for weighted rules and failover positions 1..n', () => {
    expect(splitProblems([first, second], 'weighted')).toEqual([])
    expect(splitProblems([{ ...first, weight: 50 }, second], 'weighted')).toEqual([
      { path: ['routes'], key: 'routing.weightsSum' },
    ])
    expect(splitProblems([{ ...first, weight: 0 }, second], 'least_cost')).toEqual([])
    expect(keys(splitProblems([first, { ...second, failover_position: 3 }], 'weighted'))).toEqual([
      'routing.failoverOrder',
    ])
    expect(keys(splitProblems([first, { ...first, failover_position: 2 }], 'least_cost'))).toEqual([
      'routing.routeTwice',
    ])
  })
})
