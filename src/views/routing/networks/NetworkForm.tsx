import { useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { countryChoices } from '../../../contract/country-names'
import type { NetworkResource } from '../../../contract/network'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextAreaField } from '../../../design/TextAreaField'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/routing-networks/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import * as styles from '../../audience/feeds/feeds.css'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { atNetworkFields, networkRequestOf } from './networkForm'
import { networksApi } from './networksApi'

/**
 * Adds a network, or edits one (`network` given, `?edit=`). A 422 is shown at its field with
 * what was typed kept; a saved edit closes the form.
 */
export function NetworkForm({ network }: { network: NetworkResource | null }) {
  const t = useMessages(messages)
  const router = useRouter()
  const navigate = useNavigate()
  const notify = useNotify()
  // A fresh, empty form after each added network.
  const [generation, setGeneration] = useState(0)
  const { locale } = useLocale()
  const countries = useMemo(() => countryChoices(locale), [locale])
  const close = () =>
    navigate({ to: '.', search: (previous: object) => ({ ...previous, edit: undefined }) })
  const form = useApiForm<NetworkResource>({
    submit: async (values, signal) => {
      const body = networkRequestOf(values)
      const outcome = network
        ? await networksApi.update(network.id, body, signal)
        : await networksApi.create(body, signal)
      return atNetworkFields(outcome)
    },
    onSuccess: (saved) => {
      notify.notify({
        type: 'success',
        message: t(network ? 'form.saved' : 'form.created', { name: saved.name }),
      })
      if (!network) setGeneration((value) => value + 1)
      void close().then(() => router.invalidate())
    },
  })
  const title = network ? t('form.edit', { name: network.name }) : t('form.new')
  return (
    <section aria-labelledby="network-form-title" className={listStyles.section}>
      <h2 id="network-form-title" className={listStyles.sectionTitle}>
        {title}
      </h2>
      <ApiForm
        key={`${network?.id ?? 'new'}-${generation}`}
        actor={form}
        submitLabel={t(network ? 'form.save' : 'form.create')}
        aria-label={title}
      >
        <div className={styles.formGrid}>
          <TextField
            name="name"
            label={t('form.name')}
            defaultValue={network?.name ?? ''}
            isRequired
          />
          <Select
            name="country"
            label={t('form.country')}
            options={countries}
            defaultSelectedKey={network?.country ?? null}
            isRequired
          />
          <TextField
            name="mcc"
            label={t('form.mcc')}
            description={t('form.mccHint')}
            inputMode="numeric"
            defaultValue={network?.mcc ?? ''}
            isRequired
          />
          <TextField
            name="mnc"
            label={t('form.mnc')}
            description={t('form.mncHint')}
            inputMode="numeric"
            defaultValue={network?.mnc ?? ''}
            isRequired
          />
        </div>
        <TextAreaField
          name="prefixes"
          label={t('form.prefixes')}
          description={t('form.prefixesHint')}
          defaultValue={network?.prefixes.join(' ') ?? ''}
        />
      </ApiForm>
      {network && <Button onPress={() => void close()}>{t('form.cancel')}</Button>}
    </section>
  )
}
