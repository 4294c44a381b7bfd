import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { ariaContexts } from '../../../scripts/build/ariaContexts'

const components = join(
  dirname(createRequire(import.meta.url).resolve('react-aria-components/package.json')),
  'dist/private',
)
const plugin = ariaContexts()
const hook = <Name extends 'transform' | 'load'>(name: Name) =>
  plugin[name] as Extract<NonNullable<Plugin[Name]>, (...args: never[]) => unknown>
const transformed = (file: string) => {
  const id = join(components, file)
  const result = hook('transform').call({} as never, readFileSync(id, 'utf8'), id) as {
    code: string
  } | null
  return result?.code ?? ''
}
const contextsOf = (file: string) => `\0react-aria-contexts:${join(components, file)}`

describe('ariaContexts (scripts/build/ariaContexts.ts)', () => {
  it("gives a text field the autocomplete's, the group's and the text area's contexts without their components", () => {
    const textField = transformed('TextField.mjs')
    expect(textField).toContain(`from ${JSON.stringify(contextsOf('Autocomplete.mjs'))}`)
    expect(textField).toContain(`from ${JSON.stringify(contextsOf('Group.mjs'))}`)
    expect(textField).toContain(`from ${JSON.stringify(contextsOf('TextArea.mjs'))}`)
    expect(textField).not.toMatch(/from "\.\/(Autocomplete|Group|TextArea)\.mjs"/)
  })

  it("gives a button the progress bar's context without the progress bar", () => {
    expect(transformed('Button.mjs')).not.toContain('from "./ProgressBar.mjs"')
  })

  it('makes the component use the very contexts it moved, so providers and consumers meet', () => {
    const autocomplete = transformed('Autocomplete.mjs')
    expect(autocomplete).toContain(
      `FieldInputContext as $4b38b5b75ecc6208$export$698f465ec27e93df} from ${JSON.stringify(contextsOf('Autocomplete.mjs'))}`,
    )
    expect(autocomplete).not.toMatch(/^const \$\S+ = .*createContext\)\(null\);$/m)
    const contexts = hook('load').call({} as never, contextsOf('Autocomplete.mjs')) as string
    expect(contexts).toContain(
      'export const FieldInputContext = /*#__PURE__*/ createContext(null);',
    )
    expect(contexts).toContain('export const AutocompleteContext = ')
  })

  it('leaves an import of anything but contexts as it was', () => {
    expect(transformed('ToggleButton.mjs')).toContain(
      `from ${JSON.stringify(contextsOf('ToggleButtonGroup.mjs'))}`,
    )
    expect(transformed('Select.mjs')).toContain('from "./utils.mjs"')
  })
})
