import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { TextResource } from '../../../../src/contract/sms-text'
import { TextComposer } from '../../../../src/views/campaigns/wizard/TextComposer'

const api = vi.hoisted(() => ({ create: vi.fn() }))
vi.mock('../../../../src/views/lists/recordChoices', () => ({
  textsApi: { create: api.create },
}))

const saved: TextResource = {
  id: 't-9',
  name: null,
  body: 'Hi {first_name}',
  variables: ['first_name'],
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}

describe('writing a text variant', { timeout: 20_000 }, () => {
  it('inserts a placeholder at the cursor and previews it for the sample contact', async () => {
    const user = userEvent.setup()
    render(<TextComposer trackingDomain="go.shop.test" onCreated={() => {}} />)
    const body = screen.getByRole('textbox', { name: 'Text' })
    await user.type(body, 'Hi , see you')
    ;(body as HTMLTextAreaElement).setSelectionRange(3, 3)
    await user.click(screen.getByRole('button', { name: '{first_name}' }))
    expect((body as HTMLTextAreaElement).value).toBe('Hi {first_name}, see you')
    expect(screen.getByText('Hi Ada, see you')).toBeTruthy()
  })

  it('gives the focus back to the text with the caret after the placeholder', async () => {
    const user = userEvent.setup()
    render(<TextComposer trackingDomain={null} onCreated={() => {}} />)
    const body = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement
    await user.type(body, 'Hi !')
    body.setSelectionRange(3, 3)
    await user.click(screen.getByRole('button', { name: '{first_name}' }))
    expect(document.activeElement).toBe(body)
    expect(body.selectionStart).toBe('Hi {first_name}'.length)
    await user.keyboard(' there')
    expect(body.value).toBe('Hi {first_name} there!')
  })

  it('previews the offer link through the tracking domain', async () => {
    const user = userEvent.setup()
    render(<TextComposer trackingDomain="go.shop.test" onCreated={() => {}} />)
    await user.click(screen.getByRole('button', { name: '{offer_link}' }))
    expect(screen.getByText(/^https:\/\/go\.shop\.test\/l\/\w{10}$/)).toBeTruthy()
  })

  it('saves the text and hands it to the campaign', async () => {
    const user = userEvent.setup()
    const onCreated = vi.fn()
    api.create.mockResolvedValue({ ok: true, data: saved })
    render(<TextComposer trackingDomain={null} onCreated={onCreated} />)
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Hi ')
    await user.click(screen.getByRole('button', { name: '{first_name}' }))
    await user.click(screen.getByRole('button', { name: 'Save text' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved))
    expect(api.create).toHaveBeenCalledWith(
      { name: null, body: 'Hi {first_name}' },
      expect.any(AbortSignal),
    )
  })

  it('shows a refused body at the field and keeps it', async () => {
    const user = userEvent.setup()
    api.create.mockResolvedValue({
      ok: false,
      status: 422,
      validation: {
        message: 'The body field names unknown placeholders: {nickname}.',
        errors: { body: ['The body field names unknown placeholders: {nickname}.'] },
      },
    })
    render(<TextComposer trackingDomain={null} onCreated={() => {}} />)
    const body = screen.getByRole('textbox', { name: 'Text' })
    await user.type(body, 'Yo {{nickname}')
    await user.click(screen.getByRole('button', { name: 'Save text' }))
    expect(
      await screen.findByText('The body field names unknown placeholders: {nickname}.'),
    ).toBeTruthy()
    expect((body as HTMLTextAreaElement).value).toBe('Yo {nickname}')
  })
})
