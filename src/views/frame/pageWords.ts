import type { Key as FrameKey } from '../../messages/frame/catalogue'
import type { Key as FrameBlankKey } from '../../messages/frame-blank/catalogue'

/** The pages a catalogue names as `page.<name>.title` and `page.<name>.purpose`. */
type PageNameIn<Key extends string> = Key extends `page.${infer Name}.title` ? Name : never

/** The pages of the frame catalogue. */
export type PageName = PageNameIn<FrameKey>

/** The blank layout's pages, named in the frame-blank catalogue (the sign-in pages load it alone). */
export type BlankPageName = PageNameIn<FrameBlankKey>

/** A page's title and purpose: its catalogue's `page.<name>.title` and `page.<name>.purpose`. */
export const pageWords = (name: PageName | BlankPageName) =>
  ({ titleKey: `page.${name}.title`, purposeKey: `page.${name}.purpose` }) as const
