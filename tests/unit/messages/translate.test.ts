import { compileStrings } from '@internationalized/string-compiler'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../src/messages/catalogue'
import { addLocaleTables } from '../../../src/messages/localeTables'
import { isolate, translator } from '../../../src/messages/translate'

const fsi = '\u2068'
const pdi = '\u2069'

type Key = 'greeting' | 'rows' | 'role'

/** ICU messages compiled as `npm run messages` compiles them (React Aria's string compiler). */
async function compiled(messages: Record<string, string>) {
  const source = compileStrings(messages, { format: 'esm' })
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`)
  return module.default
}

async function catalogue(): Promise<Catalogue<Key>> {
  return {
    en: await compiled({
      greeting: 'Hello, {name}!',
      rows: '{count, plural, one {# row} other {# rows}}',
      role: 'As {role, select, editor {an editor} other {{role}}}.',
    }),
    ar: await compiled({
      greeting: 'مرحبا، {name}!',
      rows: '{count, plural, zero {لا صفوف} one {صف واحد} two {صفان} few {# صفوف} many {# صفًا} other {# صف}}',
      role: 'بدور {role, select, editor {محرر} other {{role}}}.',
    }),
    fa: await compiled({
      greeting: 'سلام، {name}!',
      rows: '{count, plural, other {# ردیف}}',
      role: 'با نقش {role, select, editor {ویرایشگر} other {{role}}}.',
    }),
  }
}

describe('translator', () => {
  it('fills arguments and chooses the plural form and digits of the locale', async () => {
    const messages = await catalogue()
    const t = translator(messages, 'en')
    expect(t('greeting', { name: 'Ada' })).toBe('Hello, Ada!')
    expect(t('rows', { count: 1 })).toBe('1 row')
    expect(t('rows', { count: 1200 })).toBe('1,200 rows')
    expect(translator(messages, 'ar')('rows', { count: 2 })).toBe('صفان')
    expect(translator(messages, 'fa')('rows', { count: 3 })).toBe('۳ ردیف')
  })

  it('isolates every text value in a right-to-left locale, so a Latin name keeps its order', async () => {
    expect(translator(await catalogue(), 'ar')('greeting', { name: 'Ada Ltd.' })).toBe(
      `مرحبا، ${fsi}Ada Ltd.${pdi}!`,
    )
  })

  it('chooses a select branch by its code in every locale, the code never isolated', async () => {
    const messages = {
      en: await compiled({ role: '{role, select, admin {An admin} other {A member}}' }),
      ar: await compiled({ role: '{role, select, admin {مسؤول} other {عضو}}' }),
      fa: await compiled({ role: '{role, select, admin {مدیر} other {عضو}}' }),
      codes: { role: ['role'] },
    } as Catalogue<'role'>
    expect(translator(messages, 'en')('role', { role: 'admin' })).toBe('An admin')
    expect(translator(messages, 'ar')('role', { role: 'admin' })).toBe('مسؤول')
    expect(translator(messages, 'fa')('role', { role: 'viewer' })).toBe('عضو')
  })

  it('isolates a right-to-left value inside a left-to-right sentence, and nothing else', () => {
    expect(isolate('شركة', 'en')).toBe(`${fsi}شركة${pdi}`)
    expect(isolate('Ada', 'en')).toBe('Ada')
    expect(isolate('Ada', 'fa')).toBe(`${fsi}Ada${pdi}`)
  })

  it("reads a later locale from its module by the catalogue's area, English until it is there", async () => {
    const messages: Catalogue<Key> = { area: 'a-test-area', en: (await catalogue()).en }
    expect(translator(messages, 'fa')('rows', { count: 3 })).toBe('3 rows')
    const persian = await compiled({
      greeting: 'سلام، {name}!',
      rows: '{count, plural, other {# ردیف}}',
      role: '',
    })
    addLocaleTables('fa', { 'a-test-area': persian })
    expect(translator(messages, 'fa')('rows', { count: 3 })).toBe('۳ ردیف')
  })
})
