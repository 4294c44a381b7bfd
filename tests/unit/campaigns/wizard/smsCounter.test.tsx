import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SmsCounter } from '../../../../src/views/campaigns/wizard/SmsCounter'

/** The counter's figures by name: Encoding, Characters, Parts, Left in this part. */
function figures() {
  const counter = screen.getByTestId('sms-counter')
  const names = within(counter)
    .getAllByRole('term')
    .map((term) => term.textContent)
  const values = within(counter)
    .getAllByRole('definition')
    .map((value) => value.textContent)
  return Object.fromEntries(names.map((name, index) => [name, values[index]]))
}

const count = (body: string, trackingDomain: string | null = null) => {
  render(<SmsCounter body={body} trackingDomain={trackingDomain} />)
  return figures()
}

describe('the live SMS counter', () => {
  it('fits 160 GSM-7 characters in one part and starts a second at 161 (153 a part)', () => {
    expect(count('a'.repeat(160))).toEqual({
      Encoding: 'GSM-7',
      Characters: '160',
      Parts: '1',
      'Left in this part': '0',
    })
  })

  it('counts 161 GSM-7 characters as 2 parts of 153', () => {
    expect(count('a'.repeat(161))).toMatchObject({ Parts: '2', 'Left in this part': '145' })
  })

  it('fits 70 UCS-2 characters in one part and 71 in two parts of 67', () => {
    expect(count('ж'.repeat(70))).toMatchObject({
      Encoding: 'UCS-2',
      Characters: '70',
      Parts: '1',
      'Left in this part': '0',
    })
  })

  it('reads 2 parts at 71 UCS-2 characters, and names what forces UCS-2', () => {
    expect(count(`${'a'.repeat(70)}ж`)).toMatchObject({
      Encoding: 'UCS-2',
      Characters: '71',
      Parts: '2',
      'Left in this part': '63',
    })
    expect(screen.getByText(/UCS-2 because of: ж/)).toBeTruthy()
  })

  it('counts an extension character as two septets', () => {
    expect(count('€'.repeat(80))).toMatchObject({
      Encoding: 'GSM-7',
      Characters: '160',
      Parts: '1',
    })
  })

  it('counts a placeholder at the length it usually fills', () => {
    const plain = count('Hi {first_name}')
    expect(Number(plain.Characters)).toBeGreaterThan('Hi '.length)
    expect(screen.getByText(/placeholders counted at the length they usually fill/)).toBeTruthy()
  })

  it('shows nothing to send for an empty text', () => {
    expect(count('')).toMatchObject({ Characters: '0', Parts: '0' })
  })
})
