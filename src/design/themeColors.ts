import type { ThemePrimary } from '../contract/constants'
import type { ColorScheme } from '../services/theme'
import { palette } from './tokens'
import type { vars } from './vars.css'

export type ThemeColors = Record<keyof typeof vars.color, string>

type PrimaryScale = (typeof palette)[ThemePrimary]

/**
 * The colour of every contract slot in each theme, as plain values so the contrast test can check
 * them. Light themes use the 700 shades for anything read as text (the lighter ones fall below
 * 4.5:1 on white); dark themes use the 400 shades for the same reason in reverse.
 */
function lightColors(primary: PrimaryScale): ThemeColors {
  return {
    background: palette.neutral[50],
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.neutral[100],
    border: palette.neutral[200],
    borderStrong: palette.neutral[500],
    text: palette.neutral[900],
    textMuted: palette.neutral[600],
    primary: primary[700],
    primaryHover: primary[800],
    primarySoft: primary[100],
    onPrimary: palette.white,
    link: primary[700],
    focusRing: primary[700],
    danger: palette.red[700],
    dangerSoft: palette.red[50],
    warning: palette.amber[700],
    warningSoft: palette.amber[50],
    success: palette.emerald[700],
    successSoft: palette.emerald[50],
    info: palette.blue[700],
    infoSoft: palette.blue[50],
    overlay: 'rgb(3 7 18 / 0.5)',
  }
}

function darkColors(primary: PrimaryScale): ThemeColors {
  return {
    background: palette.neutral[950],
    surface: palette.neutral[900],
    surfaceRaised: palette.neutral[800],
    surfaceSunken: palette.neutral[950],
    border: palette.neutral[700],
    borderStrong: palette.neutral[500],
    text: palette.neutral[50],
    textMuted: palette.neutral[400],
    primary: primary[400],
    primaryHover: primary[300],
    primarySoft: primary[950],
    onPrimary: palette.neutral[950],
    link: primary[400],
    focusRing: primary[400],
    danger: palette.red[400],
    dangerSoft: palette.red[950],
    warning: palette.amber[400],
    warningSoft: palette.amber[950],
    success: palette.emerald[400],
    successSoft: palette.emerald[950],
    info: palette.blue[400],
    infoSoft: palette.blue[950],
    overlay: 'rgb(0 0 0 / 0.6)',
  }
}

export const themeColors: Record<ThemePrimary, Record<ColorScheme, ThemeColors>> = {
  green: { light: lightColors(palette.green), dark: darkColors(palette.green) },
  sky: { light: lightColors(palette.sky), dark: darkColors(palette.sky) },
}
