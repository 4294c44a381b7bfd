import { layout } from '../contract/constants'

/**
 * Raw design values, free of CSS: the themes map them onto the `vars` contract and tests read them
 * directly (the contrast test checks the colours). Components never import this file.
 */

export const palette = {
  white: '#ffffff',
  neutral: {
    50: '#f9fafb',
    100: '#f3f4f6',
    200: '#e5e7eb',
    300: '#d1d5db',
    400: '#9ca3af',
    500: '#6b7280',
    600: '#4b5563',
    700: '#374151',
    800: '#1f2937',
    900: '#111827',
    950: '#030712',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
    900: '#14532d',
    950: '#052e16',
  },
  sky: {
    50: '#f0f9ff',
    100: '#e0f2fe',
    200: '#bae6fd',
    300: '#7dd3fc',
    400: '#38bdf8',
    500: '#0ea5e9',
    600: '#0284c7',
    700: '#0369a1',
    800: '#075985',
    900: '#0c4a6e',
    950: '#082f49',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    300: '#fca5a5',
    400: '#f87171',
    700: '#b91c1c',
    950: '#450a0a',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    300: '#fcd34d',
    400: '#fbbf24',
    700: '#b45309',
    950: '#451a03',
  },
  emerald: {
    50: '#ecfdf5',
    100: '#d1fae5',
    300: '#6ee7b7',
    400: '#34d399',
    700: '#047857',
    950: '#022c22',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    300: '#93c5fd',
    400: '#60a5fa',
    700: '#1d4ed8',
    950: '#172554',
  },
} as const

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  s: '0.75rem',
  m: '1rem',
  l: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const

export const radius = {
  s: '0.25rem',
  m: '0.5rem',
  l: '0.75rem',
  full: '9999px',
} as const

export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace",
} as const

export const fontSize = {
  xs: '0.75rem',
  s: '0.875rem',
  m: '1rem',
  l: '1.125rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const

export const lineHeight = {
  tight: '1.25',
  body: '1.5',
} as const

export const shadow = {
  s: '0 1px 2px rgb(3 7 18 / 0.08)',
  m: '0 4px 12px rgb(3 7 18 / 0.12)',
  l: '0 12px 32px rgb(3 7 18 / 0.2)',
} as const

export const size = {
  headerHeight: layout.headerHeight,
  sidebarWidth: '16rem',
  contentMaxWidth: '80rem',
} as const
