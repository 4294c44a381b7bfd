import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ContactForm } from '../../../src/views/audience/contacts/ContactForm'
import { contactsApi } from '../../../src/views/audience/contacts/contactsApi'

const fields = [{ key: 'score', label: 'Score', type: 'number' as const, options: [] }]

describe('the contact form', () => {
  it('checks a custom value by its type, then shows the server 422 at its field', async () => {
    const user = userEvent.setup()
    const create = vi.spyOn(contactsApi, 'create').mockResolvedValue({
      ok: false,
      status: 422,
      validation: {
        message: 'The Score field must not be above 100.',
        errors: { 'custom_fields.score': ['The Score field must not be above 100.'] },
      },
    })
    const onSaved = vi.fn()
    render(<ContactForm contact={null} customFields={fields} onSaved={onSaved} />)
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 })
    await user.type(phone, '+14152001234')
    const score = screen.getByRole('textbox', { name: 'Score' })
    await user.type(score, 'lots')
    await user.click(screen.getByRole('button', { name: 'Create contact' }))
    expect(await screen.findByText('The Score field must be a number.')).toBeTruthy()
    expect(create).not.toHaveBeenCalled()

    await user.clear(score)
    await user.type(score, '420')
    await user.click(screen.getByRole('button', { name: 'Create contact' }))
    expect(await screen.findByText('The Score field must not be above 100.')).toBeTruthy()
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      phone: '+14152001234',
      country: 'US',
      custom_fields: { score: '420' },
    })
    // A manual contact: the server's default source, not one the form invents.
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty('source')
    await waitFor(() => expect(score.getAttribute('aria-invalid')).toBe('true'))
    expect((score as HTMLInputElement).value).toBe('420')
    expect(onSaved).not.toHaveBeenCalled()
  }, 20_000)
})
