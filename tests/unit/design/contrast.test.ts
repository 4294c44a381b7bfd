import { describe, expect, it } from 'vitest'
import { buttonTextPairs, buttonTones, buttonVariants } from '../../../src/design/buttonPalette'
import { type ThemeColors, themeColors } from '../../../src/design/themeColors'

/** WCAG 2.x relative luminance of an sRGB colour written #rrggbb. */
function relativeLuminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0)
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  )
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

type Slot = keyof ThemeColors

/** Text pairs need 4.5:1 (WCAG 1.4.3 AA). */
const textPairs: Array<[foreground: Slot, background: Slot]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['text', 'primarySoft'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['link', 'background'],
  ['link', 'surface'],
  ['link', 'surfaceRaised'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['warning', 'surface'],
  ['warning', 'warningSoft'],
  ['success', 'surface'],
  ['success', 'successSoft'],
  ['info', 'surface'],
  ['info', 'infoSoft'],
]

/** Focus rings, control borders and the selected-radio mark need 3:1 (WCAG 1.4.11). */
const nonTextPairs: Array<[foreground: Slot, background: Slot]> = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceRaised'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['primary', 'primarySoft'],
]

const themes = Object.entries(themeColors).flatMap(([primary, schemes]) =>
  Object.entries(schemes).map(([scheme, colors]) => ({ name: `${primary} ${scheme}`, colors })),
)

describe('the contrast formula', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

describe.each(themes)('the $name theme', ({ colors }) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(nonTextPairs)('%s on %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(3)
  })
})

const buttonPairs = buttonTones.flatMap((tone) =>
  buttonVariants.flatMap((variant) =>
    buttonTextPairs(tone, variant).map(([text, behind]) => ({ tone, variant, text, behind })),
  ),
)

describe.each(themes)('buttons in the $name theme', ({ colors }) => {
  it.each(buttonPairs)('$tone $variant: $text on $behind reaches 4.5:1', ({ text, behind }) => {
    expect(contrastRatio(colors[text], colors[behind])).toBeGreaterThanOrEqual(4.5)
  })
})
