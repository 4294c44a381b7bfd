import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MailView } from '../../../src/views/mailbox/MailView'
import { mailboxHref, validateMailboxSearch } from '../../../src/views/mailbox/mailboxSearch'
import { mailParts } from '../../../src/views/mailbox/mailText'
import { renderInRouter } from '../audience/renderScreen'

const link = 'http://127.0.0.1:4327/api/proxy/api/v1/verify-email/u-1/abc?expires=1'
const mail = {
  id: 'm-1',
  to: 'ada@example.test',
  subject: 'Verify your email address',
  text: `Hello Ada,\n\nVerify email address: ${link}`,
  html: '<p>Not shown</p>',
  attachments: [],
  created_at: '2026-11-23T10:00:00.000Z',
}

describe('a kept mail', () => {
  it('is cut into its words and its links, in order', () => {
    expect(mailParts('See https://a.test/x?y=1, then http://b.test')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://a.test/x?y=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', href: 'http://b.test' },
    ])
    expect(mailParts('No link here')).toEqual([{ kind: 'text', text: 'No link here' }])
  })

  it('shows its text with its links to follow in a new tab, and takes the focus', async () => {
    await renderInRouter(() => <MailView result={{ ok: true, data: mail }} closeHref="/x" />)
    const subject = screen.getByRole('heading', { name: 'Verify your email address' })
    expect(document.activeElement).toBe(subject)
    const followed = screen.getByRole('link', { name: link })
    expect(followed.getAttribute('href')).toBe(link)
    expect(followed.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('article').textContent).toContain('ada@example.test')
    expect(screen.queryByText('Not shown')).toBeNull()
    expect(screen.getByRole('link', { name: 'Close this mail' }).getAttribute('href')).toBe('/x')
  })
})

describe('the mailbox address', () => {
  it('keeps the page and the mail opened, dropping what is not one', () => {
    expect(validateMailboxSearch({ page: '2', mail: 'm-1' })).toEqual({ page: 2, mail: 'm-1' })
    expect(validateMailboxSearch({ page: '0', mail: '' })).toEqual({})
    expect(mailboxHref({ page: 2, mail: 'm-1' })).toBe('/management/mailbox?page=2&mail=m-1')
    expect(mailboxHref({ page: 1 })).toBe('/management/mailbox')
  })
})
