import type { Key as FrameKey } from '../../messages/frame/catalogue'

/** The pages named in the frame catalogue as `page.<name>.title` and `page.<name>.purpose`. */
export type PageName = FrameKey extends infer Key
  ? Key extends `page.${infer Name}.title`
    ? Name
    : never
  : never

/** A page's title and purpose: the frame catalogue's `page.<name>.title` and `page.<name>.purpose`. */
export const pageWords = (name: PageName) =>
  ({ titleKey: `page.${name}.title`, purposeKey: `page.${name}.purpose` }) as const
