import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import messages from '../../../src/messages/auth-pages/catalogue'
import { translator } from '../../../src/messages/translate'
import { emphasized } from '../../../src/views/auth/emphasized'

const strongTexts = (sentence: string, values: string[]) => {
  const { container } = render(<p>{emphasized(sentence, values)}</p>)
  return {
    text: container.textContent,
    strong: [...container.querySelectorAll('strong')].map((element) => element.textContent),
  }
}

describe('a sentence with its values set apart', () => {
  it('keeps the whole sentence and wraps each value where the language put it', () => {
    const values = { team: 'Acme', role: 'مسؤول', email: 'ana@example.com', expires: 'غدًا' }
    const sentence = translator(messages, 'ar')('invitation.summary', values)
    const shown = strongTexts(sentence, [values.team, values.role, values.email])
    expect(shown.text).toBe(sentence)
    expect(shown.strong).toEqual(['Acme', 'مسؤول', 'ana@example.com'])
  })

  it('follows the order of the sentence, not of the values', () => {
    const shown = strongTexts('Key plan, type Text', ['Text', 'plan'])
    expect(shown.strong).toEqual(['plan', 'Text'])
    expect(shown.text).toBe('Key plan, type Text')
  })

  it('leaves a value it does not find out, and the sentence as it is', () => {
    expect(strongTexts('No names here.', ['Acme'])).toEqual({ text: 'No names here.', strong: [] })
  })
})
