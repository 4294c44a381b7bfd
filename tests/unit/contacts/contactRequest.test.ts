import { describe, expect, it } from 'vitest'
import { contactRequestOf } from '../../../src/views/audience/contacts/ContactForm'
import { tagNamesOf } from '../../../src/views/audience/contacts/TagDialog'

const fields = [
  { key: 'score', label: 'Score', type: 'number' as const, options: [] },
  { key: 'vip', label: 'VIP', type: 'boolean' as const, options: [] },
  { key: 'plan', label: 'Plan', type: 'select' as const, options: ['Gold', 'Silver'] },
]

describe('the contact form request', () => {
  it('sends the number the phone input read, in E.164, with its country', () => {
    const request = contactRequestOf(
      {
        phone: '020 7946 0958',
        first_name: ' Ada ',
        last_name: '',
        email: '',
        status: 'blocked',
        tags: 'vip, spring , vip,',
        'custom_fields.score': '42',
        'custom_fields.vip': 'false',
        'custom_fields.plan': '__unset',
      },
      fields,
      {
        country: 'GB',
        countryCode: '44',
        nationalNumber: '2079460958',
        formatted: '020 7946 0958',
        valid: true,
        possible: true,
      },
    )
    expect(request).toEqual({
      phone: '+442079460958',
      country: 'GB',
      first_name: 'Ada',
      last_name: null,
      email: null,
      status: 'blocked',
      tags: ['vip', 'spring'],
      custom_fields: { score: '42', vip: false, plan: null },
    })
  })

  it('sends what was typed when the phone input could not read it, for the server to say why', () => {
    const request = contactRequestOf({ phone: '12', status: 'active' }, [], null)
    expect(request.phone).toBe('12')
    expect(request).not.toHaveProperty('country')
  })

  it('reads tag lists without blanks or repeats', () => {
    expect(tagNamesOf(' a, ,b,a ')).toEqual(['a', 'b'])
    expect(tagNamesOf('')).toEqual([])
  })
})
