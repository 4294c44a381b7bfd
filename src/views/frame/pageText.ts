import type { Key as FrameKey } from '../../messages/frame/catalogue'
import frameBlankMessages, { type Key as FrameBlankKey } from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'

/**
 * A page's title or purpose: the blank layout's pages are worded in the frame-blank catalogue,
 * every other page in the frame catalogue, so the sign-in pages load none of the app's page words.
 */
export type PageKey = FrameKey | FrameBlankKey

/** Words a page's title or purpose. */
export type PageText = (key: PageKey) => string

export const isBlankPageKey = (key: PageKey): key is FrameBlankKey =>
  Object.hasOwn(frameBlankMessages.en, key)

/** The words of the blank layout's pages (a key of another page is shown as it is). */
export function useBlankPageText(): PageText {
  const t = useMessages(frameBlankMessages)
  return (key) => (isBlankPageKey(key) ? t(key) : key)
}
