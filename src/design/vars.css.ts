import { createGlobalThemeContract } from '@vanilla-extract/css'

/**
 * The one theme contract. Every theme (green and sky, each light and dark) fills every slot;
 * components read only these variables, never raw colours. Global names keep the CSS readable
 * in devtools and let the no-flash boot script pick a theme before React starts.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: 'color-background',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      surfaceSunken: 'color-surface-sunken',
      border: 'color-border',
      borderStrong: 'color-border-strong',
      text: 'color-text',
      textMuted: 'color-text-muted',
      primary: 'color-primary',
      primaryHover: 'color-primary-hover',
      primarySoft: 'color-primary-soft',
      onPrimary: 'color-on-primary',
      link: 'color-link',
      focusRing: 'color-focus-ring',
      danger: 'color-danger',
      dangerSoft: 'color-danger-soft',
      warning: 'color-warning',
      warningSoft: 'color-warning-soft',
      success: 'color-success',
      successSoft: 'color-success-soft',
      info: 'color-info',
      infoSoft: 'color-info-soft',
      overlay: 'color-overlay',
    },
    space: {
      none: 'space-none',
      xxs: 'space-xxs',
      xs: 'space-xs',
      s: 'space-s',
      m: 'space-m',
      l: 'space-l',
      xl: 'space-xl',
      xxl: 'space-xxl',
    },
    radius: { s: 'radius-s', m: 'radius-m', l: 'radius-l', full: 'radius-full' },
    font: { body: 'font-body', mono: 'font-mono' },
    fontSize: {
      xs: 'font-size-xs',
      s: 'font-size-s',
      m: 'font-size-m',
      l: 'font-size-l',
      xl: 'font-size-xl',
      xxl: 'font-size-xxl',
    },
    fontWeight: {
      regular: 'font-weight-regular',
      medium: 'font-weight-medium',
      bold: 'font-weight-bold',
    },
    lineHeight: { tight: 'line-height-tight', body: 'line-height-body' },
    shadow: { s: 'shadow-s', m: 'shadow-m', l: 'shadow-l' },
    size: {
      headerHeight: 'size-header-height',
      sidebarWidth: 'size-sidebar-width',
      contentMaxWidth: 'size-content-max-width',
    },
  },
  (value) => `sb-${value}`,
)
