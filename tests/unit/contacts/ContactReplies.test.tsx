import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactReplies } from '../../../src/views/audience/contacts/ContactReplies'

const reply = (id: string, text: string, receivedAt: string, optedOut = false) => ({
  id,
  text,
  to: 'ACME',
  opted_out: optedOut,
  received_at: receivedAt,
})

describe('the replies of the contact panel', () => {
  it('lists each reply with when it came, and says which one unsubscribed the contact', () => {
    render(
      <ContactReplies
        replies={{
          ok: true,
          data: {
            data: [
              reply('r-2', 'STOP', '2026-11-28T10:05:00Z', true),
              reply('r-1', 'Yes please', '2026-11-27T09:00:00Z'),
            ],
          },
        }}
      />,
    )
    const section = screen.getByRole('region', { name: 'Replies' })
    const items = within(section).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'STOP',
      'Yes please',
    ])
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T10:05:00Z')
    expect(items[0]?.querySelector('time')?.textContent).not.toBe('')
    expect(
      within(items[0] as HTMLElement).getByText('This reply unsubscribed the contact.'),
    ).toBeTruthy()
    expect(
      within(items[1] as HTMLElement).queryByText('This reply unsubscribed the contact.'),
    ).toBeNull()
  })

  it('says when the contact has not replied', () => {
    render(<ContactReplies replies={{ ok: true, data: { data: [] } }} />)
    expect(screen.getByText('No replies from this contact yet.')).toBeTruthy()
  })
})
