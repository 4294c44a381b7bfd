import { type ContactStatus, contactStatuses } from '../../../contract/contact'
import { type FeedRequest, feedStatuses } from '../../../contract/feed'
import { withFieldErrors } from '../../../contract/result'
import type { FormOutcome, FormValues } from '../../../machines/form'

type FeedStatus = (typeof feedStatuses)[number]

/** The country select's choice for "no default country". */
export const noCountry = 'none'

const pick = <T extends string>(choices: readonly T[], value: string | undefined, fallback: T) =>
  choices.includes(value as T) ? (value as T) : fallback

/** Tags typed as a comma-separated list: trimmed, empty ones dropped. */
export function tagsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** The form's values as the body of POST feeds and PUT feeds/{id} (every field given). */
export function feedRequestOf(values: FormValues): FeedRequest {
  const [activeStatus] = feedStatuses
  const [activeContact] = contactStatuses
  const country = values.default_country
  return {
    name: values.name ?? '',
    description: values.description?.trim() ? values.description : null,
    status: pick<FeedStatus>(feedStatuses, values.status, activeStatus),
    tags: tagsOf(values.tags),
    default_country: country && country !== noCountry ? country : null,
    contact_status: pick<ContactStatus>(contactStatuses, values.contact_status, activeContact),
  }
}

/**
 * A 422 about one tag (`tags.2`) is shown at the tags field, where the list was typed; other
 * fields keep their own keys.
 */
export function atFormFields(outcome: FormOutcome): FormOutcome {
  return withFieldErrors(outcome, (fieldErrors) => {
    const errors: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const name = field.split('.')[0] ?? field
      errors[name] = [...(errors[name] ?? []), ...messages]
    }
    return errors
  })
}
