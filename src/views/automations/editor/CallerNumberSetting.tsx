import { useRef } from 'react'
import { FormValidationContext } from 'react-aria-components'
import { PhoneInput } from '../../../design/PhoneInput'
import { Select } from '../../../design/Select'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { voiceCampaignsApi } from '../../agents/campaigns/voiceApi'
import { choicesQuery, rowsOf } from '../../lists/recordChoices'
import { useLiveQuery } from '../../lists/useLiveQuery'
import { type NodeForm, text } from './settingFields'

const name = 'caller_number'

/** The team's voice campaigns, most recently changed first: their caller numbers are suggestions. */
const loadCampaigns = (_: unknown, signal: AbortSignal) =>
  rowsOf(voiceCampaignsApi.list({ ...choicesQuery, sort: '-updated_at' }, signal))

/**
 * A start call's caller number: the app's phone input (it yields E.164 once the number reads
 * well; as typed before, for the problems panel to say what is wrong), and the numbers the team's
 * voice campaigns call from, to pick one of. The phone input keeps its own text, so a change from
 * elsewhere (an undo, a pick) mounts it afresh with the node's value.
 */
export function CallerNumberSetting({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  const campaigns = useLiveQuery(loadCampaigns, null).data ?? []
  const known = [...new Set(campaigns.flatMap((campaign) => campaign.caller_numbers))]
  const stored = text(form.value(name))
  const shown = useRef({ value: stored, generation: 0 })
  if (shown.current.value !== stored)
    shown.current = { value: stored, generation: shown.current.generation + 1 }
  const errors = form.errors(name)
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the number or its country list (React's blur bubbles) ends a burst of typing; the controls are the phone input's */}
      <div onBlur={form.seal}>
        {/* The phone input leaves a number that reads well to the form's errors: these. */}
        <FormValidationContext.Provider value={{ [name]: errors }}>
          <PhoneInput
            key={`${form.node.id}/${shown.current.generation}`}
            name={name}
            label={t('settings.callerNumber')}
            countryLabel={t('settings.callerCountry')}
            description={t('settings.callerNumberHint')}
            defaultValue={stored}
            onChange={(value) => {
              const typed =
                value.valid && value.countryCode
                  ? `+${value.countryCode}${value.nationalNumber}`
                  : value.formatted
              if (typed === shown.current.value) return
              shown.current = { ...shown.current, value: typed }
              form.edit(name, typed === '' ? undefined : typed)
            }}
          />
        </FormValidationContext.Provider>
      </div>
      {known.length > 0 && (
        <Select
          label={t('settings.knownCallerNumbers')}
          description={t('settings.knownCallerNumbersHint')}
          options={known.map((number) => ({ id: number, name: number }))}
          selectedKey={known.includes(stored) ? stored : null}
          onSelectionChange={(key) => {
            if (key === null) return
            form.edit(name, String(key))
            form.seal()
          }}
        />
      )}
    </>
  )
}
