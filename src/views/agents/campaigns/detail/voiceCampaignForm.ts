import type { CampaignSchedule } from '../../../../contract/sms-campaign'
import type { RetryableOutcome, VoiceCampaignResource } from '../../../../contract/voice-campaign'
import type { VoiceCampaignRequest } from '../../../../contract/voice-campaign-request'
import type { FormValues } from '../../../../machines/form'

type Weekday = VoiceCampaignResource['call_window']['days'][number]

/** What the form holds outside its inputs: choices made in checkbox groups and phone inputs. */
export interface VoiceFormChoices {
  windowDays: Weekday[]
  retryOn: RetryableOutcome[]
  scheduleDays: Weekday[]
  /** The caller numbers as the phone inputs read them (E.164, or the text when unreadable). */
  callerNumbers: string[]
}

/** The none option of the single pickers. */
export const noChoice = 'none'

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** A whole number as typed; what is not one goes as typed, for the server's 422 at the field. */
const whole = (text: string | undefined) => {
  const value = Number(text)
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) ? value : text
}

function scheduleOf(values: FormValues, choices: VoiceFormChoices): CampaignSchedule {
  if (values['schedule.kind'] === 'recurring')
    return {
      kind: 'recurring',
      days: choices.scheduleDays,
      times: list(values['schedule.times']),
    }
  return { kind: 'now' }
}

/** The form as the body of PUT voice/campaigns/{id} (every field given). */
export function voiceCampaignRequestOf(
  values: FormValues,
  choices: VoiceFormChoices,
): VoiceCampaignRequest {
  const pick = (name: string) => {
    const value = values[name]
    return value && value !== noChoice ? [value] : []
  }
  return {
    name: values.name ?? '',
    agent_id: values.agent_id && values.agent_id !== noChoice ? values.agent_id : null,
    caller_numbers: choices.callerNumbers.filter(Boolean),
    targets: {
      tags: list(values['targets.tags']),
      segment_ids: pick('targets.segment_ids'),
      feed_ids: pick('targets.feed_ids'),
    },
    call_window: {
      days: choices.windowDays,
      start: values['call_window.start'] ?? '',
      end: values['call_window.end'] ?? '',
    },
    time_zone: values.time_zone ?? '',
    max_concurrent_calls: whole(values.max_concurrent_calls) as number,
    retry: {
      max_attempts: whole(values['retry.max_attempts']) as number,
      delay_minutes: whole(values['retry.delay_minutes']) as number,
      on: choices.retryOn,
    },
    schedule: scheduleOf(values, choices),
  }
}
