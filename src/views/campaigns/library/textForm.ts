import type { TextRequest, TextResource } from '../../../contract/sms-text'
import type { FormValues } from '../../../machines/form'

/** The form's values as the body of POST sms/texts and PUT sms/texts/{id}; no name is null. */
export const textRequestOf = (values: FormValues): TextRequest => ({
  name: values.name?.trim() ? values.name : null,
  body: values.body ?? '',
})

const shortBody = 40

/** What a text is called where it is listed: its name, or the start of its body. */
export const textLabel = (text: Pick<TextResource, 'name' | 'body'>): string =>
  text.name ??
  (text.body.length > shortBody ? `${text.body.slice(0, shortBody).trimEnd()}…` : text.body)
