import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../../../src/contract/money'
import { sendingEstimate } from '../../../../src/views/campaigns/wizard/sendingEstimate'

const price = { part_price: '0.0050', currency: 'EUR' }

describe('what sending a campaign takes at most', () => {
  it('counts the longest variant for every recipient, and prices its parts exactly', () => {
    const estimate = sendingEstimate(['Hi {first_name}', 'ж'.repeat(71)], null, 4, price)
    expect(estimate.partsEach).toBe(2)
    expect(estimate.parts).toBe(8)
    expect(formatMoney(estimate.cost)).toBe('0.0400')
    expect(estimate.cost.currency).toBe('EUR')
  })

  it('takes nothing without a text or a recipient', () => {
    expect(formatMoney(sendingEstimate([], null, 4, price).cost)).toBe('0.0000')
    expect(sendingEstimate(['Hello'], null, 0, price).parts).toBe(0)
  })
})
