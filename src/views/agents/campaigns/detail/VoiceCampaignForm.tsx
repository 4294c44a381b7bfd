import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { voiceLimits } from '../../../../contract/constants'
import { weekdays } from '../../../../contract/sms-campaign'
import { retryableOutcomes, type VoiceCampaignResource } from '../../../../contract/voice-campaign'
import { Button } from '../../../../design/Button'
import { CheckboxGroup } from '../../../../design/CheckboxGroup'
import { PhoneInput } from '../../../../design/PhoneInput'
import { Select } from '../../../../design/Select'
import { TextField } from '../../../../design/TextField'
import messages, { type Key } from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { useNotify } from '../../../../services/NotifyProvider'
import { ApiForm } from '../../../auth/ApiForm'
import { useApiForm } from '../../../auth/useApiForm'
import * as listStyles from '../../../lists/lists.css'
import { voiceCampaignsApi } from '../voiceApi'
import { dayKeys } from './dayKeys'
import { NewAgentDialog } from './NewAgentDialog'
import { noChoice, type VoiceFormChoices, voiceCampaignRequestOf } from './voiceCampaignForm'
import type { VoiceCampaignChoices } from './voiceCampaignLoader'

/** The catalogue's name of each outcome a call may be retried after. */
const outcomeKeys = {
  'no-answer': 'callOutcome.noAnswer',
  busy: 'callOutcome.busy',
  failed: 'callOutcome.failed',
} as const satisfies Record<(typeof retryableOutcomes)[number], Key>
/** Caller number inputs shown: the campaign's numbers and one more, within the limit. */
const slotsFor = (numbers: readonly string[]) =>
  Math.min(numbers.length + 1, voiceLimits.maxCallerNumbers)

/**
 * A draft voice campaign's settings, saved whole with PUT (a 422 shows at each field and keeps
 * what was typed). Checkbox groups and phone inputs keep their choices here, outside the inputs.
 */
export function VoiceCampaignForm({
  campaign,
  choices,
}: {
  campaign: VoiceCampaignResource
  choices: VoiceCampaignChoices
}) {
  const t = useMessages(messages)
  const dayOptions = weekdays.map((day) => ({ id: day, name: t(dayKeys[day]) }))
  const outcomeOptions = retryableOutcomes.map((id) => ({ id, name: t(outcomeKeys[id]) }))
  const router = useRouter()
  const notify = useNotify()
  const [agents, setAgents] = useState(choices.agents)
  const [agentId, setAgentId] = useState(campaign.agent_id ?? noChoice)
  const [creatingAgent, setCreatingAgent] = useState(false)
  const [picked, setPicked] = useState<VoiceFormChoices>({
    windowDays: campaign.call_window.days,
    retryOn: campaign.retry.on,
    scheduleDays: campaign.schedule.kind === 'recurring' ? campaign.schedule.days : ['mon'],
    callerNumbers: campaign.caller_numbers,
  })
  const [scheduleKind, setScheduleKind] = useState(
    campaign.schedule.kind === 'recurring' ? 'recurring' : 'now',
  )
  const form = useApiForm<VoiceCampaignResource>({
    submit: (values, signal) =>
      voiceCampaignsApi.update(campaign.id, voiceCampaignRequestOf(values, picked), signal),
    onSuccess: () => {
      notify.notify({ type: 'success', message: t('voiceForm.saved') })
      void router.invalidate()
    },
  })
  const setNumber = (index: number, value: string) =>
    setPicked((before) => {
      const callerNumbers = [...before.callerNumbers]
      callerNumbers[index] = value
      return { ...before, callerNumbers }
    })
  const pick = (options: { id: string; name: string }[], none: string) => [
    { id: noChoice, name: none },
    ...options,
  ]
  return (
    <section aria-labelledby="voice-settings-title" className={listStyles.section}>
      <h2 id="voice-settings-title" className={listStyles.sectionTitle}>
        {t('voiceForm.title')}
      </h2>
      <ApiForm actor={form} submitLabel={t('voiceForm.submit')} aria-label={t('voiceForm.label')}>
        <TextField
          name="name"
          label={t('voiceForm.name')}
          defaultValue={campaign.name}
          maxLength={voiceLimits.nameMaxLength}
          isRequired
        />
        <div className={listStyles.actions}>
          <Select
            name="agent_id"
            label={t('voiceForm.agent')}
            options={pick(agents, t('voiceForm.noAgent'))}
            selectedKey={agentId}
            onSelectionChange={(key) => setAgentId(String(key))}
          />
          <Button onPress={() => setCreatingAgent(true)}>{t('voiceForm.newAgent')}</Button>
        </div>
        {Array.from({ length: slotsFor(campaign.caller_numbers) }, (_, index) => (
          <PhoneInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, not items
            key={index}
            name={`caller_numbers.${index}`}
            label={t('voiceForm.callerNumber', { position: index + 1 })}
            countryLabel={t('voiceForm.callerCountry', { position: index + 1 })}
            description={index === 0 ? t('voiceForm.callerNumbersHint') : undefined}
            defaultValue={campaign.caller_numbers[index]}
            autoDetect
            onChange={(value) =>
              setNumber(
                index,
                value.valid && value.countryCode
                  ? `+${value.countryCode}${value.nationalNumber}`
                  : value.formatted,
              )
            }
          />
        ))}
        <TextField
          name="targets.tags"
          label={t('voiceForm.tags')}
          description={t('voiceForm.tagsHint')}
          defaultValue={campaign.targets.tags.join(', ')}
        />
        <Select
          name="targets.segment_ids"
          label={t('voiceForm.segment')}
          options={pick(choices.segments, t('voiceForm.noSegment'))}
          defaultSelectedKey={campaign.targets.segment_ids[0] ?? noChoice}
        />
        <Select
          name="targets.feed_ids"
          label={t('voiceForm.feed')}
          description={t('voiceForm.feedHint')}
          options={pick(choices.feeds, t('voiceForm.noFeed'))}
          defaultSelectedKey={campaign.targets.feed_ids[0] ?? noChoice}
        />
        <CheckboxGroup
          name="call_window.days"
          label={t('voiceForm.callDays')}
          options={dayOptions}
          value={picked.windowDays}
          onChange={(days) =>
            setPicked((before) => ({ ...before, windowDays: days as typeof before.windowDays }))
          }
        />
        <TextField
          name="call_window.start"
          label={t('voiceForm.callStart')}
          description={t('voiceForm.callStartHint')}
          defaultValue={campaign.call_window.start}
        />
        <TextField
          name="call_window.end"
          label={t('voiceForm.callEnd')}
          defaultValue={campaign.call_window.end}
        />
        <TextField
          name="time_zone"
          label={t('voiceForm.timeZone')}
          description={t('voiceForm.timeZoneHint')}
          defaultValue={campaign.time_zone}
        />
        <TextField
          name="max_concurrent_calls"
          label={t('voiceForm.concurrency')}
          inputMode="numeric"
          defaultValue={String(campaign.max_concurrent_calls)}
        />
        <TextField
          name="retry.max_attempts"
          label={t('voiceForm.attempts')}
          description={t('voiceForm.attemptsHint')}
          inputMode="numeric"
          defaultValue={String(campaign.retry.max_attempts)}
        />
        <TextField
          name="retry.delay_minutes"
          label={t('voiceForm.retryDelay')}
          inputMode="numeric"
          defaultValue={String(campaign.retry.delay_minutes)}
        />
        <CheckboxGroup
          name="retry.on"
          label={t('voiceForm.retryOn')}
          options={outcomeOptions}
          value={picked.retryOn}
          onChange={(on) =>
            setPicked((before) => ({ ...before, retryOn: on as typeof before.retryOn }))
          }
        />
        <Select
          name="schedule.kind"
          label={t('voiceForm.runs')}
          options={[
            { id: 'now', name: t('voiceForm.runsOnce') },
            { id: 'recurring', name: t('voiceForm.runsRecurring') },
          ]}
          selectedKey={scheduleKind}
          onSelectionChange={(key) => setScheduleKind(String(key))}
        />
        {scheduleKind === 'recurring' && (
          <>
            <CheckboxGroup
              name="schedule.days"
              label={t('voiceForm.runDays')}
              options={dayOptions}
              value={picked.scheduleDays}
              onChange={(days) =>
                setPicked((before) => ({
                  ...before,
                  scheduleDays: days as typeof before.scheduleDays,
                }))
              }
            />
            <TextField
              name="schedule.times"
              label={t('voiceForm.runTimes')}
              description={t('voiceForm.runTimesHint')}
              defaultValue={
                campaign.schedule.kind === 'recurring'
                  ? campaign.schedule.times.join(', ')
                  : '09:00'
              }
            />
          </>
        )}
      </ApiForm>
      <NewAgentDialog
        isOpen={creatingAgent}
        onOpenChange={setCreatingAgent}
        onCreated={(agent) => {
          setAgents((list) => [...list, { id: agent.id, name: agent.name }])
          setAgentId(agent.id)
        }}
      />
    </section>
  )
}
