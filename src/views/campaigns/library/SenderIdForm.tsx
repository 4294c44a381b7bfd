import { useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import { useLocale } from 'react-aria-components'
import type { CountryResource } from '../../../contract/countries'
import { countryChoices } from '../../../contract/country-names'
import type { SenderIdResource } from '../../../contract/sender-id'
import { MultiSelect } from '../../../design/MultiSelect'
import { TextField } from '../../../design/TextField'
import { selectFieldErrors } from '../../../machines/form'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { senderIdsApi } from './libraryApis'
import { checkSenderId, senderIdCheckText } from './senderIdCheck'

/**
 * Creates a sender id, or edits one (`senderId` given). The value's kind and length are read
 * as it is typed; a 422 is shown at the field, with what was typed kept.
 */
export function SenderIdForm({
  senderId,
  countries,
  onSaved,
}: {
  senderId: SenderIdResource | null
  countries: readonly CountryResource[]
  onSaved: (saved: SenderIdResource) => void
}) {
  const [value, setValue] = useState(senderId?.value ?? '')
  const t = useMessages(messages)
  const [chosen, setChosen] = useState<string[]>(senderId?.countries ?? [])
  const { locale } = useLocale()
  const options = useMemo(
    () =>
      countryChoices(
        locale,
        countries.map((country) => country.code),
      ),
    [countries, locale],
  )
  const form = useApiForm<SenderIdResource>({
    submit: async (values, signal) => {
      // The countries are the multi-select's state; the form's fields hold only the value.
      const body = { value: values.value ?? '', countries: chosen }
      const outcome = senderId
        ? await senderIdsApi.update(senderId.id, body, signal)
        : await senderIdsApi.create(body, signal)
      return atFormFields(outcome)
    },
    onSuccess: onSaved,
  })
  const countryErrors = useSelector(form, selectFieldErrors).countries
  const check = checkSenderId(value)
  return (
    <ApiForm
      actor={form}
      submitLabel={senderId ? t('senderIds.save') : t('senderIds.create')}
      aria-label={senderId ? t('library.editNamed', { name: senderId.value }) : t('senderIds.new')}
    >
      <TextField
        name="value"
        label={t('senderIds.value')}
        value={value}
        onChange={setValue}
        description={senderIdCheckText(t, check)}
        isRequired
      />
      <MultiSelect
        label={t('senderIds.countries')}
        placeholder={t('senderIds.countriesPlaceholder')}
        description={
          chosen.length > 0
            ? t('senderIds.onlyIn', { count: chosen.length })
            : t('senderIds.anywhereChosen')
        }
        options={options}
        value={chosen}
        onChange={setChosen}
        errors={countryErrors}
      />
    </ApiForm>
  )
}
