import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyTheme,
  defaultThemePreference,
  installThemeSync,
  parseThemePreference,
  readThemePreference,
  resolveColorScheme,
  saveThemePreference,
  subscribeToSystemScheme,
  type ThemePreference,
  themeAttributes,
  themeBootScript,
  themeStorageKey,
} from '../../../src/services/theme'
import { fakeSystemScheme } from './fakeSystemScheme'

const root = document.documentElement

function themeAttributesOnRoot() {
  return {
    primary: root.getAttribute(themeAttributes.primary),
    scheme: root.getAttribute(themeAttributes.scheme),
  }
}

function clearThemeAttributes() {
  root.removeAttribute(themeAttributes.primary)
  root.removeAttribute(themeAttributes.scheme)
}

const throwingStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

beforeEach(() => {
  localStorage.clear()
  clearThemeAttributes()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('reading the theme preference', () => {
  it('is green following the system when nothing is stored', () => {
    expect(readThemePreference()).toEqual({ primary: 'green', scheme: 'system' })
  })

  it('reads back what was saved', () => {
    const preference: ThemePreference = { primary: 'sky', scheme: 'dark' }
    expect(saveThemePreference(preference)).toBe(true)
    expect(JSON.parse(localStorage.getItem(themeStorageKey) ?? '')).toEqual(preference)
    expect(readThemePreference()).toEqual(preference)
  })

  it.each(['not json{', '42', 'null', '"sky"', '[]', '{}'])(
    'falls back to the default for the stored value %s',
    (stored) => {
      localStorage.setItem(themeStorageKey, stored)
      expect(readThemePreference()).toEqual(defaultThemePreference)
    },
  )

  it('keeps a valid field when the other one is corrupt', () => {
    expect(parseThemePreference('{"primary":"purple","scheme":"dark"}')).toEqual({
      primary: 'green',
      scheme: 'dark',
    })
    expect(parseThemePreference('{"primary":"sky","scheme":7}')).toEqual({
      primary: 'sky',
      scheme: 'system',
    })
  })

  it('never throws when the browser refuses storage', () => {
    expect(readThemePreference(throwingStorage)).toEqual(defaultThemePreference)
    expect(saveThemePreference({ primary: 'sky', scheme: 'light' }, throwingStorage)).toBe(false)
  })
})

describe('resolving the colour scheme', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with a dark system %s is %s', (scheme, systemIsDark, resolved) => {
    expect(resolveColorScheme(scheme, systemIsDark)).toBe(resolved)
  })

  it('asks the system when the preference is system', () => {
    fakeSystemScheme('dark')
    expect(applyTheme({ primary: 'green', scheme: 'system' })).toBe('dark')
  })
})

describe('applying the theme', () => {
  it('sets the primary and the resolved scheme on <html>', () => {
    fakeSystemScheme('light')
    applyTheme({ primary: 'sky', scheme: 'dark' })
    expect(themeAttributesOnRoot()).toEqual({ primary: 'sky', scheme: 'dark' })
    applyTheme({ primary: 'green', scheme: 'system' })
    expect(themeAttributesOnRoot()).toEqual({ primary: 'green', scheme: 'light' })
  })
})

describe('following the system scheme', () => {
  it('reports changes until unsubscribed', () => {
    const system = fakeSystemScheme('light')
    const changes: string[] = []
    const unsubscribe = subscribeToSystemScheme((scheme) => changes.push(scheme))
    system.change('dark')
    system.change('light')
    unsubscribe()
    system.change('dark')
    expect(changes).toEqual(['dark', 'light'])
    expect(system.listenerCount()).toBe(0)
  })

  it('re-applies a system preference app-wide when the OS scheme changes', () => {
    const system = fakeSystemScheme('light')
    saveThemePreference({ primary: 'sky', scheme: 'system' })
    const uninstall = installThemeSync()
    expect(themeAttributesOnRoot()).toEqual({ primary: 'sky', scheme: 'light' })
    system.change('dark')
    expect(themeAttributesOnRoot()).toEqual({ primary: 'sky', scheme: 'dark' })
    uninstall()
    expect(system.listenerCount()).toBe(0)
  })

  it('leaves an explicit scheme alone when the OS scheme changes', () => {
    const system = fakeSystemScheme('light')
    saveThemePreference({ primary: 'green', scheme: 'light' })
    const uninstall = installThemeSync()
    system.change('dark')
    expect(themeAttributesOnRoot()).toEqual({ primary: 'green', scheme: 'light' })
    uninstall()
  })
})

describe('the boot script', () => {
  const storedValues = [
    null,
    'garbage',
    '{"primary":"sky","scheme":"dark"}',
    '{"primary":"sky","scheme":"light"}',
    '{"primary":"green","scheme":"system"}',
    '{"primary":"purple","scheme":"dark"}',
    '{"primary":"sky","scheme":"sepia"}',
    '"sky"',
    'null',
  ]

  it.each(
    storedValues.flatMap((stored) => [
      { stored, system: 'light' as const },
      { stored, system: 'dark' as const },
    ]),
  )('agrees with the module for $stored on a $system system', ({ stored, system }) => {
    fakeSystemScheme(system)
    if (stored !== null) localStorage.setItem(themeStorageKey, stored)
    new Function(themeBootScript)()
    const fromBootScript = themeAttributesOnRoot()
    expect(fromBootScript.scheme).toMatch(/^(light|dark)$/)
    clearThemeAttributes()
    applyTheme(readThemePreference())
    expect(fromBootScript).toEqual(themeAttributesOnRoot())
  })
})
