import { useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { contactStatuses } from '../../../contract/contact'
import type { CountryResource } from '../../../contract/countries'
import { countryChoices } from '../../../contract/country-names'
import { type FeedResource, feedStatuses } from '../../../contract/feed'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-feeds/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { statusName } from '../contacts/contactWords'
import { feedsApi } from './feedApis'
import { atFormFields, feedRequestOf, noCountry } from './feedForm'
import * as styles from './feeds.css'

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
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const router = useRouter()
  const navigate = useNavigate()
  const notify = useNotify()
  // A fresh, empty form after each created feed.
  const [generation, setGeneration] = useState(0)
  const { locale } = useLocale()
  const countryOptions = useMemo(
    () => [
      { id: noCountry, name: t('form.noCountry') },
      ...countryChoices(
        locale,
        countries.map((country) => country.code),
      ),
    ],
    [countries, locale, t],
  )
  const statusOptions = feedStatuses.map((id) => ({ id, name: t(`form.status.${id}`) }))
  const contactStatusOptions = contactStatuses.map((id) => ({ id, name: statusName(words, id) }))
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
        message: t(feed ? 'form.saved' : 'form.created', { name: saved.name }),
      })
      if (!feed) setGeneration((value) => value + 1)
      void close(feed ? undefined : saved.id).then(() => router.invalidate())
    },
  })
  const title = feed ? t('form.edit', { name: feed.name }) : t('form.new')
  return (
    <section aria-labelledby="feed-form-title" className={listStyles.section}>
      <h2 id="feed-form-title" className={listStyles.sectionTitle}>
        {title}
      </h2>
      <ApiForm
        key={`${feed?.id ?? 'new'}-${generation}`}
        actor={form}
        submitLabel={t(feed ? 'form.save' : 'form.create')}
        aria-label={title}
      >
        <div className={styles.formGrid}>
          <TextField
            name="name"
            label={t('form.name')}
            defaultValue={feed?.name ?? ''}
            isRequired
          />
          <TextField
            name="tags"
            label={t('form.tags')}
            description={t('form.tagsHint')}
            defaultValue={feed?.tags.join(', ') ?? ''}
          />
          <Select
            name="status"
            label={t('form.status')}
            options={statusOptions}
            defaultSelectedKey={feed?.status ?? 'active'}
          />
          <Select
            name="default_country"
            label={t('form.country')}
            description={t('form.countryHint')}
            options={countryOptions}
            defaultSelectedKey={feed?.default_country ?? noCountry}
          />
          <Select
            name="contact_status"
            label={t('form.contactStatus')}
            options={contactStatusOptions}
            defaultSelectedKey={feed?.contact_status ?? 'active'}
          />
          <TextField
            name="description"
            label={t('form.description')}
            defaultValue={feed?.description ?? ''}
          />
        </div>
      </ApiForm>
      {feed && <Button onPress={() => void close()}>{t('form.cancel')}</Button>}
    </section>
  )
}
