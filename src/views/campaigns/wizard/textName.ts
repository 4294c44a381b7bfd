import type { TextResource } from '../../../contract/sms-text'

/** How the wizard names a text: its name, else the start of its body. */
export const textName = (text: TextResource) =>
  text.name ?? (text.body.length > 40 ? `${text.body.slice(0, 40)}…` : text.body)
