import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import {
  catalogueAreas,
  compiledLocaleModule,
  compiledLocaleTypes,
  compiledModule,
  compiledTypes,
  laterLocales,
  localesDir,
  messagesDir,
  readMessages,
} from '../../../scripts/messages/compile'
import { appLocales } from '../../../src/contract/constants'

/** The names of a message's ICU arguments, nested plural and select branches included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, names)
      continue
    }
    names.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names)
  }
  return names
}

const sorted = (names: Set<string>) => [...names].sort()

describe.each(catalogueAreas())('the %s catalogue', (area) => {
  const english = readMessages(area, 'en')

  it.each(appLocales.filter((locale) => locale !== 'en'))(
    'has every English message in %s, with the same arguments',
    (locale) => {
      const translated = readMessages(area, locale)
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(english)) {
        const translation = translated[key] ?? ''
        expect(translation.trim(), `${area}/${locale}.json: ${key}`).not.toBe('')
        expect(sorted(argumentsOf(parse(translation))), `${area}/${locale}.json: ${key}`).toEqual(
          sorted(argumentsOf(parse(message))),
        )
      }
    },
  )

  it('has no empty English message', () => {
    for (const [key, message] of Object.entries(english))
      expect(message.trim(), `${area}/en.json: ${key}`).not.toBe('')
  })

  it('is compiled as it stands (run `npm run messages`)', () => {
    const folder = join(messagesDir, area)
    expect(readFileSync(join(folder, 'catalogue.js'), 'utf8')).toBe(compiledModule(area))
    expect(readFileSync(join(folder, 'catalogue.d.ts'), 'utf8')).toBe(compiledTypes(area))
  })
})

describe.each(laterLocales)('the %s module of every area', (locale) => {
  it('is compiled as it stands (run `npm run messages`)', () => {
    expect(readFileSync(join(localesDir, `${locale}.js`), 'utf8')).toBe(
      compiledLocaleModule(locale),
    )
    expect(readFileSync(join(localesDir, `${locale}.d.ts`), 'utf8')).toBe(
      compiledLocaleTypes(locale),
    )
  })
})

describe('a compiled catalogue', () => {
  it('carries English only, unless the server reads it in every locale', () => {
    expect(compiledModule('auth')).toContain('  en: {')
    expect(compiledModule('auth')).not.toMatch(/^ {2}(ar|fa): \{/m)
    expect(compiledModule('contract')).toMatch(/^ {2}fa: \{/m)
  })

  it('names the arguments its messages select by, so they are not isolated as text', () => {
    const folder = mkdtempSync(join(tmpdir(), 'messages-'))
    mkdirSync(join(folder, 'area'))
    for (const locale of appLocales)
      writeFileSync(
        join(folder, 'area', `${locale}.json`),
        JSON.stringify({ role: '{role, select, admin {A} other {B}}', plain: 'Hi {name}' }),
      )
    expect(compiledModule('area', folder)).toContain('codes: {\n    "role": ["role"],\n  },')
    rmSync(folder, { recursive: true })
  })
})
