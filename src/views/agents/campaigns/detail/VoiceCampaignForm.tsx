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
import { useNotify } from '../../../../services/NotifyProvider'
import { ApiForm } from '../../../auth/ApiForm'
import { useApiForm } from '../../../auth/useApiForm'
import * as listStyles from '../../../lists/lists.css'
import { voiceCampaignsApi } from '../voiceApi'
import { NewAgentDialog } from './NewAgentDialog'
import { noChoice, type VoiceFormChoices, voiceCampaignRequestOf } from './voiceCampaignForm'
import type { VoiceCampaignChoices } from './voiceCampaignLoader'

const dayNames = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}
const dayOptions = weekdays.map((day) => ({ id: day, name: dayNames[day] }))
const outcomeNames = { 'no-answer': 'No answer', busy: 'Busy', failed: 'Failed' }
const outcomeOptions = retryableOutcomes.map((id) => ({ id, name: outcomeNames[id] }))
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
      notify.notify({ type: 'success', message: 'The voice campaign is saved.' })
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
        Settings
      </h2>
      <ApiForm actor={form} submitLabel="Save draft" aria-label="Voice campaign settings">
        <TextField
          name="name"
          label="Name"
          defaultValue={campaign.name}
          maxLength={voiceLimits.nameMaxLength}
          isRequired
        />
        <div className={listStyles.actions}>
          <Select
            name="agent_id"
            label="Agent"
            options={pick(agents, 'No agent yet')}
            selectedKey={agentId}
            onSelectionChange={(key) => setAgentId(String(key))}
          />
          <Button onPress={() => setCreatingAgent(true)}>New agent</Button>
        </div>
        {Array.from({ length: slotsFor(campaign.caller_numbers) }, (_, index) => (
          <PhoneInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, not items
            key={index}
            name={`caller_numbers.${index}`}
            label={`Caller number ${index + 1}`}
            countryLabel={`Country of caller number ${index + 1}`}
            description={index === 0 ? 'Calls go out from these numbers in turn.' : undefined}
            defaultValue={campaign.caller_numbers[index]}
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
          label="Contacts with the tags"
          description="Tag names, separated by commas."
          defaultValue={campaign.targets.tags.join(', ')}
        />
        <Select
          name="targets.segment_ids"
          label="Contacts in the segment"
          options={pick(choices.segments, 'No segment')}
          defaultSelectedKey={campaign.targets.segment_ids[0] ?? noChoice}
        />
        <Select
          name="targets.feed_ids"
          label="Contacts from the feed"
          description="The feed keeps adding contacts while the campaign runs."
          options={pick(choices.feeds, 'No feed')}
          defaultSelectedKey={campaign.targets.feed_ids[0] ?? noChoice}
        />
        <CheckboxGroup
          name="call_window.days"
          label="Call on"
          options={dayOptions}
          value={picked.windowDays}
          onChange={(days) =>
            setPicked((before) => ({ ...before, windowDays: days as typeof before.windowDays }))
          }
        />
        <TextField
          name="call_window.start"
          label="Calls start at"
          description="24-hour time, like 09:00."
          defaultValue={campaign.call_window.start}
        />
        <TextField
          name="call_window.end"
          label="Calls end at"
          defaultValue={campaign.call_window.end}
        />
        <TextField
          name="time_zone"
          label="Time zone"
          description="Like Europe/London; the call window and recurring times are read in it."
          defaultValue={campaign.time_zone}
        />
        <TextField
          name="max_concurrent_calls"
          label="Calls at once, at most"
          inputMode="numeric"
          defaultValue={String(campaign.max_concurrent_calls)}
        />
        <TextField
          name="retry.max_attempts"
          label="Attempts per contact"
          description="1: no retry."
          inputMode="numeric"
          defaultValue={String(campaign.retry.max_attempts)}
        />
        <TextField
          name="retry.delay_minutes"
          label="Minutes between attempts"
          inputMode="numeric"
          defaultValue={String(campaign.retry.delay_minutes)}
        />
        <CheckboxGroup
          name="retry.on"
          label="Retry when the call ends"
          options={outcomeOptions}
          value={picked.retryOn}
          onChange={(on) =>
            setPicked((before) => ({ ...before, retryOn: on as typeof before.retryOn }))
          }
        />
        <Select
          name="schedule.kind"
          label="Runs"
          options={[
            { id: 'now', name: 'Once, when sent' },
            { id: 'recurring', name: 'Recurring' },
          ]}
          selectedKey={scheduleKind}
          onSelectionChange={(key) => setScheduleKind(String(key))}
        />
        {scheduleKind === 'recurring' && (
          <>
            <CheckboxGroup
              name="schedule.days"
              label="Runs on"
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
              label="Run times"
              description="24-hour times, separated by commas."
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
