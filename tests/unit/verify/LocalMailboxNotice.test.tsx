import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MailDelivery } from '../../../src/contract/server-settings'
import { LocalMailboxNotice } from '../../../src/views/verify/LocalMailboxNotice'

const settings = (delivery: MailDelivery | null) => async () =>
  delivery ? { mail_delivery: delivery, google_sign_in: false } : null

describe('the verify page’s word on where the mail went', () => {
  it('says the link waits in the local mailbox when the server keeps mail', async () => {
    render(<LocalMailboxNotice readSettings={settings('mailbox')} />)
    expect(await screen.findByText('The mail stays on this server')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('open it at /management/mailbox.')
  })

  it('says nothing when the mail was sent, or the server could not be asked', async () => {
    for (const delivery of ['smtp', 'upstream', null] as const) {
      const { container, unmount } = render(
        <LocalMailboxNotice readSettings={settings(delivery)} />,
      )
      await Promise.resolve()
      expect(container.textContent).toBe('')
      unmount()
    }
  })
})
