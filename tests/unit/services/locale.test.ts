import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  applyLocale,
  directionOf,
  keepLocaleCookie,
  localeStorageKey,
  readLocale,
  setLocale,
  subscribeToLocale,
} from '../../../src/services/locale'

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('lang')
})

describe('the interface locale', () => {
  it('is English until another is chosen, and ignores what it does not know', () => {
    expect(readLocale()).toBe('en')
    localStorage.setItem(localeStorageKey, 'de')
    expect(readLocale()).toBe('en')
  })

  it('turns Arabic and Persian right to left', () => {
    expect([directionOf('en'), directionOf('ar'), directionOf('fa')]).toEqual(['ltr', 'rtl', 'rtl'])
    applyLocale('fa')
    expect(document.documentElement.getAttribute('dir')).toBe('rtl')
    expect(document.documentElement.getAttribute('lang')).toBe('fa')
  })

  it('is kept, applied to the document and told to subscribers', () => {
    const heard = vi.fn()
    const stop = subscribeToLocale(heard)
    setLocale('ar')
    expect(readLocale()).toBe('ar')
    expect(document.documentElement.getAttribute('dir')).toBe('rtl')
    expect(heard).toHaveBeenCalledWith('ar')
    stop()
    setLocale('en')
    expect(heard).toHaveBeenCalledTimes(1)
    expect(document.documentElement.getAttribute('dir')).toBe('ltr')
  })

  it('is also kept in a cookie, for the server to know which page to send', () => {
    setLocale('fa')
    expect(document.cookie).toContain('switchboard_locale=fa')
    const jar = { cookie: '' }
    keepLocaleCookie('ar', jar)
    expect(jar.cookie).toMatch(/^switchboard_locale=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    setLocale('en')
    expect(document.cookie).toContain('switchboard_locale=en')
  })

  it('follows a choice made in another tab', () => {
    const heard = vi.fn()
    const stop = subscribeToLocale(heard)
    localStorage.setItem(localeStorageKey, 'fa')
    window.dispatchEvent(new StorageEvent('storage', { key: localeStorageKey }))
    expect(heard).toHaveBeenCalledWith('fa')
    expect(document.documentElement.getAttribute('dir')).toBe('rtl')
    stop()
  })
})
