import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContactResource } from '../../../src/contract/contact'
import { ContactForm } from '../../../src/views/audience/contacts/ContactForm'
import { contactsApi } from '../../../src/views/audience/contacts/contactsApi'

const savedContact = {
  id: 'c-1',
  phone: '+447700900123',
  country: 'GB',
  network: null,
  first_name: 'Ada',
  last_name: null,
  email: null,
  tags: [],
  custom_fields: {},
} as unknown as ContactResource

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

  describe("the phone's country", () => {
    const lookups: string[] = []
    const answering = (answer: string) =>
      vi.stubGlobal('fetch', async (input: string) => {
        // The form's icons are asked for too: only the country lookup is counted and answered.
        if (!String(input).endsWith('/geo/country')) return new Response(null, { status: 404 })
        lookups.push(String(input))
        return new Response(answer)
      })
    const country = () =>
      screen.findByRole('button', { name: /Phone country$/ }, { timeout: 10_000 })
    afterEach(() => {
      vi.unstubAllGlobals()
      lookups.length = 0
    })

    it('is preselected from the address for a new contact', async () => {
      answering('1FR')
      render(<ContactForm contact={null} customFields={[]} onSaved={vi.fn()} />)
      await waitFor(async () => expect((await country()).textContent).toContain('FR'))
      expect(lookups).toEqual(['/api/proxy/api/v1/geo/country'])
    }, 20_000)

    it("is the saved number's when editing a contact, never the address's", async () => {
      answering('1FR')
      render(<ContactForm contact={savedContact} customFields={[]} onSaved={vi.fn()} />)
      expect((await country()).textContent).toContain('GB')
      expect(lookups).toEqual([])
    }, 20_000)
  })
})
