import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { placeholderLengths, trackedLinks } from '../../../src/contract/constants'
import { smsParts } from '../../../src/contract/sms-encoding'
import {
  contactPlaceholders,
  estimatedLength,
  estimateText,
  isKnownPlaceholder,
  placeholdersIn,
  placeholderToken,
  placeholderValues,
  renderText,
  usesOfferLink,
} from '../../../src/contract/sms-placeholders'
import { textBody, variablesOf } from '../../../src/contract/sms-text'
import { linkCodePattern, trackedLink, trackedLinkLength } from '../../../src/contract/tracked-link'
import { validationErrors } from '../../../src/contract/validation'

/** Bodies that mix free text with placeholders, known and unknown. */
const bodyWithPlaceholders = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        '{first_name}',
        '{phone}',
        '{country}',
        '{offer_link}',
        '{custom.plan}',
        '{nope}',
      ),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''))

const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+447700900123',
  email: 'ada@example.com',
  country: 'GB',
  custom_fields: { plan: 'gold', seats: 3, vip: true, note: null },
}

describe('placeholdersIn', () => {
  it('finds each placeholder once, in order of first use', () => {
    expect(placeholdersIn('Hi {first_name} {last_name}, {first_name}: {offer_link}')).toEqual([
      'first_name',
      'last_name',
      'offer_link',
    ])
    expect(placeholdersIn('{custom.plan} and {custom.seats_2}')).toEqual([
      'custom.plan',
      'custom.seats_2',
    ])
  })

  it.each(['{}', '{ first_name }', '{First_name}', '{1st}', '{custom.}', '{{x', 'plain'])(
    'finds none in %j',
    (body) => {
      expect(placeholdersIn(body)).toEqual([])
    },
  )

  it('is what texts store as their variables', () => {
    fc.assert(
      fc.property(bodyWithPlaceholders, (body) => {
        expect(variablesOf(body)).toEqual(placeholdersIn(body))
      }),
    )
  })
})

describe('isKnownPlaceholder', () => {
  it.each([...contactPlaceholders, 'offer_link', 'custom.plan'])('knows %s', (name) => {
    expect(isKnownPlaceholder(name)).toBe(true)
  })

  it.each(['name', 'offer', 'custom', 'custom.', 'phone.number'])('does not know %s', (name) => {
    expect(isKnownPlaceholder(name)).toBe(false)
  })

  it('is what a text body is checked against', () => {
    expect(textBody.safeParse('Hi {first_name} {custom.plan} {offer_link}').success).toBe(true)
    const refused = textBody.safeParse('Hi {name} {offer}')
    expect(refused.error && validationErrors(refused.error).message).toContain('{name}, {offer}')
  })
})

describe('renderText', () => {
  const link = trackedLink('go.example.com', 'AbC123xYz0')

  it('fills every placeholder for a contact and its message link', () => {
    const body =
      'Hi {first_name} {last_name} ({country}, {phone}, {email}): {custom.plan} ×{custom.seats} {custom.vip} {offer_link}'
    expect(renderText(body, placeholderValues(contact, link))).toBe(
      `Hi Ada Lovelace (GB, +447700900123, ada@example.com): gold ×3 true ${link}`,
    )
  })

  it('leaves nothing where a value is missing, never the placeholder itself', () => {
    const values = placeholderValues({ phone: '+15550001' })
    expect(renderText('Hi {first_name}, {custom.note}{custom.gone}{offer_link}!', values)).toBe(
      'Hi , !',
    )
  })

  it('does not read placeholders or replacement patterns inside a value', () => {
    const values = placeholderValues({ first_name: '{last_name} $& $1', last_name: 'X' })
    expect(renderText('{first_name}', values)).toBe('{last_name} $& $1')
  })

  it('leaves a body without placeholders as it is', () => {
    fc.assert(
      fc.property(
        bodyWithPlaceholders.filter((body) => placeholdersIn(body).length === 0),
        (body) => renderText(body, placeholderValues(contact, link)) === body,
      ),
    )
  })

  it('writes a placeholder as an insert button types it', () => {
    expect(placeholderToken('custom.plan')).toBe('{custom.plan}')
    expect(placeholdersIn(placeholderToken('first_name'))).toEqual(['first_name'])
  })

  it('tells whether a body needs an offer link', () => {
    expect(usesOfferLink('Go {offer_link}')).toBe(true)
    expect(usesOfferLink('Go {offer}')).toBe(false)
  })
})

describe('the tracked link', () => {
  it('is https://<domain>/l/<code>', () => {
    expect(trackedLink('go.example.com', 'AbC123xYz0')).toBe('https://go.example.com/l/AbC123xYz0')
    expect(trackedLinkLength('go.example.com')).toBe(
      'https://go.example.com/l/'.length + trackedLinks.codeLength,
    )
  })

  it('has base62 codes of a fixed length', () => {
    expect(linkCodePattern.test('AbC123xYz0')).toBe(true)
    expect(linkCodePattern.test('AbC123xYz')).toBe(false)
    expect(linkCodePattern.test('AbC123xYz-')).toBe(false)
  })
})

describe('estimateText', () => {
  it('weighs the offer link exactly when the tracking domain is known', () => {
    const link = trackedLink('go.example.com', 'AbC123xYz0')
    const body = 'Deal: {offer_link}'
    expect(estimateText(body, 'go.example.com')).toHaveLength(
      renderText(body, { offer_link: link }).length,
    )
  })

  it('assumes a tracking domain of a named length before one is chosen', () => {
    expect(estimatedLength('offer_link', null)).toBe(
      trackedLinkLength('x'.repeat(placeholderLengths.trackingDomain)),
    )
  })

  it('weighs contact fields and custom fields by their named lengths', () => {
    for (const name of contactPlaceholders)
      expect(estimatedLength(name, null)).toBe(placeholderLengths[name])
    expect(estimatedLength('custom.plan', null)).toBe(placeholderLengths.custom)
    expect(estimatedLength('unknown', null)).toBe(0)
    expect(estimateText('{phone}')).toBe('x'.repeat(placeholderLengths.phone))
  })

  it('keeps the encoding of the text around the placeholders', () => {
    expect(smsParts(estimateText('Hi {first_name}')).encoding).toBe('GSM-7')
    expect(smsParts(estimateText('Привет {first_name}')).encoding).toBe('UCS-2')
  })

  it('is never shorter than the body rendered with values of the estimated lengths', () => {
    const domain = fc.constantFrom('go.example.com', 'a.io', 'links.very-long-brand.example')
    fc.assert(
      fc.property(bodyWithPlaceholders, domain, (body, trackingDomain) => {
        const values = placeholderValues(
          { phone: '+123456789012345', country: 'GB' },
          trackedLink(trackingDomain, 'AbC123xYz0'),
        )
        const rendered = renderText(body, values)
        expect(estimateText(body, trackingDomain).length).toBeGreaterThanOrEqual(rendered.length)
      }),
    )
  })
})
