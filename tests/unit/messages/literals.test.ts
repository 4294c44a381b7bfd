import { describe, expect, it } from 'vitest'
import { type Literal, literalsIn, literalsInCode } from '../../../scripts/messages/literals'

/**
 * Folders and files still being moved to the catalogues of src/messages (issue 14, item 7): their
 * literals are counted, not refused. A path leaves this list when its last literal does, and a
 * path with none left fails the test until it is taken off.
 */
const pending: string[] = [
  'src/machines/',
]

/** Developer tools whose words are for developers, in English by design. */
const forDevelopers = ['src/services/journal/']

const pendingOf = (literal: Literal) => pending.find((path) => literal.file.startsWith(path))

describe('words on the screen', () => {
  const literals = literalsInCode().filter(
    (literal) => !forDevelopers.some((path) => literal.file.startsWith(path)),
  )

  it('come from a message catalogue, never a literal in the code', () => {
    const refused = literals
      .filter((literal) => !pendingOf(literal))
      .map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)
    expect(refused).toEqual([])
  })

  it('are still being moved only where the pending list says', () => {
    const counts = new Map(pending.map((path) => [path, 0]))
    for (const literal of literals) {
      const path = pendingOf(literal)
      if (path) counts.set(path, (counts.get(path) ?? 0) + 1)
    }
    console.info(
      `literals still to move: ${[...counts].map(([path, count]) => `${path} ${count}`).join(', ')}`,
    )
    expect([...counts].filter(([, count]) => count === 0).map(([path]) => path)).toEqual([])
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
