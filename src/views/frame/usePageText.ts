import frameMessages from '../../messages/frame/catalogue'
import frameBlankMessages from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'
import { isBlankPageKey, type PageText } from './pageText'

/** The words of every page's title and purpose (the app's layouts: both catalogues). */
export function usePageText(): PageText {
  const t = useMessages(frameMessages)
  const blank = useMessages(frameBlankMessages)
  return (key) => (isBlankPageKey(key) ? blank(key) : t(key))
}
