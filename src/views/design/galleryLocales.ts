/**
 * The gallery's locales. Kept apart from Gallery.tsx because the route's search validation
 * needs them in the main chunk, where the gallery itself must not be.
 */
export const galleryLocales = ['en', 'ar', 'fa'] as const
export type GalleryLocale = (typeof galleryLocales)[number]
