import { vi } from 'vitest'
import { type ColorScheme, darkSchemeQuery } from '../../../src/services/theme'

type ChangeListener = (event: Pick<MediaQueryListEvent, 'matches' | 'media'>) => void

/** Replaces matchMedia with an OS colour scheme the test controls; vi.restoreAllMocks undoes it. */
export function fakeSystemScheme(initial: ColorScheme) {
  let isDark = initial === 'dark'
  const listeners = new Set<ChangeListener>()
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return media === darkSchemeQuery && isDark
        },
        onchange: null,
        addEventListener: (_type: string, listener: ChangeListener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: ChangeListener) =>
          listeners.delete(listener),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  )
  return {
    listenerCount: () => listeners.size,
    change(scheme: ColorScheme) {
      isDark = scheme === 'dark'
      for (const listener of listeners) listener({ matches: isDark, media: darkSchemeQuery })
    },
  }
}
