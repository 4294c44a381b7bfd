import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import arabic from '../../src/messages/locales/ar.js'
import persian from '../../src/messages/locales/fa.js'
import { addLocaleTables } from '../../src/messages/localeTables'

// findBy* and waitFor give up after 5 s, not Testing Library's 1 s: on CI's two busy cores a
// re-render after a click can take longer than a second with nothing wrong (a wait that passes
// takes no longer for it; only a real failure is reported later).
configure({ asyncUtilTimeout: 5_000 })

// Views are rendered in every locale, synchronously: the words of each are here from the start.
addLocaleTables('ar', arabic)
addLocaleTables('fa', persian)

/** CSS.escape as the CSSOM specification defines it; jsdom lacks it and React Aria's Modal calls it. */
function cssEscape(value: string): string {
  let escaped = ''
  for (const [index, char] of Array.from(value).entries()) {
    const code = char.codePointAt(0) ?? 0
    const isDigit = code >= 0x30 && code <= 0x39
    if (code === 0) escaped += '\uFFFD'
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && isDigit) ||
      (index === 1 && isDigit && value.startsWith('-'))
    )
      escaped += `\\${code.toString(16)} `
    else if (index === 0 && value === '-') escaped += `\\${char}`
    else if (code >= 0x80 || /[-_0-9A-Za-z]/.test(char)) escaped += char
    else escaped += `\\${char}`
  }
  return escaped
}

const globals = globalThis as { CSS?: Partial<typeof CSS> }
if (!globals.CSS) globals.CSS = {}
if (!globals.CSS.escape) globals.CSS.escape = cssEscape

/** jsdom has no matchMedia: every query answers "no match" unless a test replaces the stub. */
if (!window.matchMedia) {
  window.matchMedia = (media: string): MediaQueryList => ({
    media,
    matches: false,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })
}

afterEach(() => {
  cleanup()
})
