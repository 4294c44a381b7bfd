import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ContactsEditor, contactsOf } from '../../../src/views/hub/companies/ContactsEditor'
import { renderInRouter } from '../audience/renderScreen'

describe("a company's contacts", () => {
  it('reads every contact of the form in order: the E.164 number when the phone input read one', () => {
    expect(
      contactsOf({
        'contacts.0.name': ' Hank Scorpio ',
        'contacts.0.email': 'hank@globex.example',
        'contacts.0.phone': '020 7946 0011',
        'contacts.0.e164': '+442079460011',
        'contacts.0.role': 'Billing',
        'contacts.1.name': 'Nancy',
        'contacts.1.email': '',
        'contacts.1.phone': '12',
        'contacts.1.e164': '',
        'contacts.1.role': ' ',
      }),
    ).toEqual([
      {
        name: 'Hank Scorpio',
        email: 'hank@globex.example',
        phone: '+442079460011',
        role: 'Billing',
      },
      { name: 'Nancy', email: null, phone: '12', role: null },
    ])
    expect(contactsOf({ name: 'Globex' })).toEqual([])
  })

  it('adds and removes contacts, numbered in order, the new one focused', async () => {
    const onChange = vi.fn()
    await renderInRouter(() => (
      <form aria-label="Company">
        <ContactsEditor
          initial={[
            { name: 'Hank Scorpio', email: null, phone: null, role: 'Billing' },
            { name: 'Nancy Davolio', email: null, phone: null, role: null },
          ]}
          errors={[]}
          onChange={onChange}
        />
      </form>
    ))
    expect(screen.getAllByRole('textbox', { name: /^Contact name/ })).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Remove contact 1' }))
    const names = screen.getAllByRole('textbox', { name: /^Contact name/ })
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['Nancy Davolio'])
    expect(names[0]?.getAttribute('name')).toBe('contacts.0.name')
    expect(screen.getByRole('heading', { name: 'Contact 1' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }))
    const after = screen.getAllByRole('textbox', { name: /^Contact name/ })
    expect(after.map((input) => input.getAttribute('name'))).toEqual([
      'contacts.0.name',
      'contacts.1.name',
    ])
    expect(document.activeElement).toBe(after[1])
    expect(onChange).toHaveBeenCalled()
  })
})
