import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TextAreaField } from '../../../src/design/TextAreaField'
import { TextField } from '../../../src/design/TextField'

function Controlled() {
  const [value, setValue] = useState('a'.repeat(99))
  return <TextAreaField label="Message" maxLength={100} value={value} onChange={setValue} />
}

/** Issue 14, item 10: a field that will cut what is typed says so as the limit nears. */
describe('a field with a length limit', () => {
  it('counts nothing far from the limit, then the characters left as it nears', async () => {
    render(<TextField label="Name" maxLength={10} />)
    const field = screen.getByRole('textbox', { name: 'Name' })
    await userEvent.type(field, 'abcdefg')
    expect(screen.queryByText(/left of 10/)).toBeNull()
    await userEvent.type(field, 'h')
    expect(screen.getByText('2 characters left of 10.')).toBeTruthy()
    await userEvent.type(field, 'ijkl')
    expect((field as HTMLInputElement).value).toBe('abcdefghij')
    expect(screen.getByText('No characters left: 10 at most.')).toBeTruthy()
  })

  it('counts what a controlled text area holds, announced politely', async () => {
    render(<Controlled />)
    const count = screen.getByText('1 character left of 100.')
    expect(count.getAttribute('aria-live')).toBe('polite')
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'b')
    expect(screen.getByText('No characters left: 100 at most.')).toBeTruthy()
  })

  it('shows no count without a limit', async () => {
    render(<TextField label="Name" />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'a'.repeat(30))
    expect(screen.queryByText(/left/)).toBeNull()
  })
})
