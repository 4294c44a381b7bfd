import { useLayoutEffect } from 'react'
import { I18nProvider } from 'react-aria-components'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import { type ColorScheme, readThemePreference, themeAttributes } from '../../services/theme'
import { useLoadedLocale } from '../preferences/useLoadedLocale'
import * as styles from './Gallery.css'
import { GalleryProviders } from './GalleryProviders'
import type { GalleryLocale } from './galleryLocales'
import { gallerySections } from './sections'

export interface GalleryProps {
  /** Forces a colour scheme while the gallery is shown (the axe test checks both). */
  scheme?: ColorScheme
  /** Shows the gallery in a locale; ar and fa are right to left. @default 'en' */
  locale?: GalleryLocale
}

const directionOf = (locale: GalleryLocale) => (locale === 'en' ? 'ltr' : 'rtl')

/** Holds attributes on <html> while mounted and puts the previous values back after. */
function useRootAttributes(attributes: Record<string, string | undefined>) {
  const key = JSON.stringify(attributes)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the object
  useLayoutEffect(() => {
    const root = document.documentElement
    const previous = Object.keys(attributes).map((name) => [name, root.getAttribute(name)] as const)
    const hold = () => {
      for (const [name, value] of Object.entries(attributes)) {
        if (value !== undefined && root.getAttribute(name) !== value) root.setAttribute(name, value)
      }
    }
    hold()
    // The app also sets these (the user's locale and theme, on sign-in or from another tab):
    // the gallery's choice holds while it is shown.
    const observer = new MutationObserver(hold)
    observer.observe(root, { attributes: true, attributeFilter: Object.keys(attributes) })
    return () => {
      observer.disconnect()
      for (const [name, value] of previous) {
        if (value === null) root.removeAttribute(name)
        else root.setAttribute(name, value)
      }
    }
  }, [key])
}

/**
 * Every interaction component in every state, for people and for the end-to-end tests. Overlays
 * and toasts render outside the gallery, so the locale's direction is also set on <html>.
 */
export function Gallery({ scheme, locale: wanted = 'en' }: GalleryProps) {
  const locale = useLoadedLocale(wanted)
  const dir = directionOf(locale)
  useRootAttributes({
    // The theme selectors need both attributes, so a forced scheme brings the stored primary.
    ...(scheme
      ? {
          [themeAttributes.scheme]: scheme,
          [themeAttributes.primary]: readThemePreference().primary,
        }
      : {}),
    ...(locale === 'en' ? {} : { dir, lang: locale }),
  })

  return (
    <I18nProvider locale={locale}>
      <div dir={dir} lang={locale} className={styles.gallery}>
        <GalleryBody />
      </div>
    </I18nProvider>
  )
}

/** The gallery's contents, in the gallery's locale (read from its I18nProvider). */
function GalleryBody() {
  const t = useMessages(messages)
  return (
    <>
      <h1 className={styles.title}>{t('gallery.title')}</h1>
      <p className={styles.intro}>{t('gallery.intro')}</p>
      <nav aria-label={t('gallery.toc')}>
        <ul className={styles.toc}>
          {gallerySections.map((section) => (
            <li key={section.id}>
              <a className={styles.tocLink} href={`#${section.id}`}>
                {t(section.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <GalleryProviders>
        {gallerySections.map(({ id, titleKey, Component }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.section}>
            <h2 id={`${id}-title`} className={styles.sectionTitle}>
              {t(titleKey)}
            </h2>
            <Component />
          </section>
        ))}
      </GalleryProviders>
    </>
  )
}
