import { createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { themePrimaries } from '../contract/constants'
import { colorSchemes, defaultThemePreference, themeAttributes } from '../services/theme'
import { themeColors } from './themeColors'
import * as tokens from './tokens'
import { vars } from './vars.css'

// Plain :root carries every token and a green light palette, so a page is never unstyled even
// before the boot script has set the attributes (or where it could not run).
createGlobalTheme(':root', vars, {
  color: themeColors[defaultThemePreference.primary].light,
  space: tokens.space,
  radius: tokens.radius,
  font: tokens.font,
  fontSize: tokens.fontSize,
  fontWeight: tokens.fontWeight,
  lineHeight: tokens.lineHeight,
  shadow: tokens.shadow,
  size: tokens.size,
})
globalStyle(':root', { colorScheme: 'light' })

for (const primary of themePrimaries) {
  for (const scheme of colorSchemes) {
    const selector = `:root[${themeAttributes.primary}="${primary}"][${themeAttributes.scheme}="${scheme}"]`
    createGlobalTheme(selector, vars.color, themeColors[primary][scheme])
    // Native controls and scrollbars follow the theme rather than the OS.
    globalStyle(selector, { colorScheme: scheme })
  }
}
