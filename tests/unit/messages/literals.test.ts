import { describe, expect, it } from 'vitest'
import { literalsIn, literalsInCode } from '../../../scripts/messages/literals'

/** Developer tools whose words are for developers, in English by design. */
const forDevelopers = ['src/services/journal/']

describe('words on the screen', () => {
  const literals = literalsInCode().filter(
    (literal) => !forDevelopers.some((path) => literal.file.startsWith(path)),
  )

  it('come from a message catalogue, never a literal in the code', () => {
    const refused = literals.map(
      ({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`,
    )
    expect(refused).toEqual([])
  })
})

describe('the literal finder', () => {
  const found = (source: string) => literalsIn('x.tsx', source).map((literal) => literal.text)

  it('finds text between tags, props people read, and sentences', () => {
    expect(
      found(`
        const a = <Button aria-label="Close dialog" className="wide">Save</Button>
        const b = { label: 'Email', id: 'email-field' }
        const c = cond ? 'The campaign was stopped.' : 'idle'
        const d = <p>{\`Sent \${count}\`}</p>
      `),
    ).toEqual(['Close dialog', 'Save', 'Email', 'The campaign was stopped.', 'Sent'])
  })

  it('leaves developer errors, imports, keys and codes alone', () => {
    expect(
      found(`
        import x from 'Some Module'
        throw new Error('The journal starts after this actor')
        const status = 'delivered'
        const map = { 'Content Type': 1 }
        const el = <div data-state="open" />
      `),
    ).toEqual([])
  })
})
