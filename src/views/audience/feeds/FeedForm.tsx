import { useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { contactStatuses } from '../../../contract/contact'
import type { CountryResource } from '../../../contract/countries'
import { type FeedResource, feedStatuses } from '../../../contract/feed'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { feedsApi } from './feedApis'
import { atFormFields, feedRequestOf, noCountry } from './feedForm'
import * as styles from './feeds.css'

const statusNames: Record<(typeof feedStatuses)[number], string> = {
  active: 'Active: takes batches',
  paused: 'Paused: refuses batches (they are logged)',
}
const statusOptions = feedStatuses.map((id) => ({ id, name: statusNames[id] }))
const contactStatusOptions = contactStatuses.map((id) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
}))

/**
 * Creates a feed, or edits one (`feed` given). A 422 is shown at the field, with what was typed
 * kept; a saved edit closes the form, a created feed opens its posting details.
 */
export function FeedForm({
  feed,
  countries,
}: {
  feed: FeedResource | null
  countries: readonly CountryResource[]
}) {
  const router = useRouter()
  const navigate = useNavigate()
  const notify = useNotify()
  // A fresh, empty form after each created feed.
  const [generation, setGeneration] = useState(0)
  const countryOptions = useMemo(
    () => [
      { id: noCountry, name: 'None: numbers must start with +' },
      ...countries.map((country) => ({ id: country.code, name: country.name })),
    ],
    [countries],
  )
  const close = (opened?: string) =>
    navigate({
      to: '.',
      search: (previous: object) => ({
        ...previous,
        edit: undefined,
        ...(opened ? { feed: opened } : {}),
      }),
    })
  const form = useApiForm<FeedResource>({
    submit: async (values, signal) => {
      const body = feedRequestOf(values)
      const outcome = feed
        ? await feedsApi.update(feed.id, body, signal)
        : await feedsApi.create(body, signal)
      return atFormFields(outcome)
    },
    onSuccess: (saved) => {
      notify.notify({
        type: 'success',
        message: feed ? `${saved.name} is saved.` : `${saved.name} is created: post batches to it.`,
      })
      if (!feed) setGeneration((value) => value + 1)
      void close(feed ? undefined : saved.id).then(() => router.invalidate())
    },
  })
  const title = feed ? `Edit ${feed.name}` : 'New feed'
  return (
    <section aria-labelledby="feed-form-title" className={listStyles.section}>
      <h2 id="feed-form-title" className={listStyles.sectionTitle}>
        {title}
      </h2>
      <ApiForm
        key={`${feed?.id ?? 'new'}-${generation}`}
        actor={form}
        submitLabel={feed ? 'Save feed' : 'Create feed'}
        aria-label={title}
      >
        <div className={styles.formGrid}>
          <TextField name="name" label="Name" defaultValue={feed?.name ?? ''} isRequired />
          <TextField
            name="tags"
            label="Tags"
            description="Comma-separated; put on every contact the feed brings."
            defaultValue={feed?.tags.join(', ') ?? ''}
          />
          <Select
            name="status"
            label="Status"
            options={statusOptions}
            defaultSelectedKey={feed?.status ?? 'active'}
          />
          <Select
            name="default_country"
            label="Default country"
            description="Reads numbers written without + and a country code."
            options={countryOptions}
            defaultSelectedKey={feed?.default_country ?? noCountry}
          />
          <Select
            name="contact_status"
            label="Status of new contacts"
            options={contactStatusOptions}
            defaultSelectedKey={feed?.contact_status ?? 'active'}
          />
          <TextField
            name="description"
            label="Description"
            defaultValue={feed?.description ?? ''}
          />
        </div>
      </ApiForm>
      {feed && <Button onPress={() => void close()}>Cancel editing</Button>}
    </section>
  )
}
