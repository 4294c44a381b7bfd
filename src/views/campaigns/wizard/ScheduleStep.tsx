import { type CalendarDateTime, toZoned } from '@internationalized/date'
import { useMemo, useState } from 'react'
import { weekdays } from '../../../contract/sms-campaign'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { ComboBox } from '../../../design/ComboBox'
import { DatePicker } from '../../../design/DatePicker'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { CampaignWizardRef, ScheduleKind } from '../../../machines/campaignWizard'
import campaignMessages from '../../../messages/campaigns/catalogue'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { NextSends } from './NextSends'
import { RoutingPlanPicker, useRoutingPlans } from './RoutingPlanPicker'
import { serverErrors } from './serverErrors'
import { useFieldErrors, useWizard } from './useWizard'
import * as styles from './wizard.css'

const scheduleKinds = ['now', 'at', 'recurring'] as const satisfies readonly ScheduleKind[]

const timesOf = (text: string) =>
  text
    .split(',')
    .map((time) => time.trim())
    .filter(Boolean)

/**
 * Step 3: when it goes out (now, at a time or recurring, in a zone), by which routing plan, how
 * fast, and when not.
 */
export function ScheduleStep({ actor }: { actor: CampaignWizardRef }) {
  const { draft, change } = useWizard(actor)
  const [timesText, setTimesText] = useState(draft.times.join(', '))
  const t = useMessages(messages)
  const campaignWords = useMessages(campaignMessages)
  const kindOptions = scheduleKinds.map((id) => ({ id, name: t(`schedule.${id}`) }))
  const dayOptions = weekdays.map((id) => ({ id, name: campaignWords(`weekday.${id}`) }))
  const quietOption = [{ id: 'on', name: t('schedule.quietOption') }]
  const plans = useRoutingPlans()
  const zones = useMemo(
    () =>
      [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].map((id) => ({ id, name: id })),
    [],
  )
  const errors = {
    schedule: useFieldErrors(actor, 'schedule'),
    at: useFieldErrors(actor, 'schedule.at'),
    days: useFieldErrors(actor, 'schedule.days'),
    times: useFieldErrors(actor, 'schedule.times'),
    zone: useFieldErrors(actor, 'time_zone'),
    plan: useFieldErrors(actor, 'routing_plan_id'),
    throttle: useFieldErrors(actor, 'throttle_per_minute'),
    quiet: useFieldErrors(actor, 'quiet_hours'),
    quietStart: useFieldErrors(actor, 'quiet_hours.start'),
    quietEnd: useFieldErrors(actor, 'quiet_hours.end'),
  }
  return (
    <div className={styles.stepBody}>
      <div className={styles.grid}>
        <Select
          label={t('schedule.when')}
          options={kindOptions}
          selectedKey={draft.scheduleKind}
          onSelectionChange={(key) => change({ scheduleKind: key as ScheduleKind })}
        />
        <ComboBox
          label={t('schedule.zone')}
          description={t('schedule.zoneDescription')}
          options={zones}
          selectedKey={draft.time_zone}
          onSelectionChange={(key) => key !== null && change({ time_zone: String(key) })}
          {...serverErrors(errors.zone)}
        />
      </div>
      {draft.scheduleKind === 'at' && (
        <div>
          <DatePicker
            key={draft.time_zone}
            label={t('schedule.sendAt')}
            timeAccuracy={2}
            timeZone={draft.time_zone}
            defaultValue={draft.at || undefined}
            onChange={(value: CalendarDateTime | null) =>
              change({ at: value ? toZoned(value, draft.time_zone).toAbsoluteString() : '' })
            }
          />
          {errors.at.length > 0 && <p className={styles.danger}>{errors.at.join(' ')}</p>}
        </div>
      )}
      {draft.scheduleKind === 'recurring' && (
        <div className={styles.grid}>
          <CheckboxGroup
            label={t('schedule.days')}
            options={dayOptions}
            value={draft.days}
            onChange={(days) => change({ days: weekdays.filter((day) => days.includes(day)) })}
            {...serverErrors(errors.days)}
          />
          <TextField
            name="schedule.times"
            label={t('schedule.times')}
            description={t('schedule.timesDescription')}
            value={timesText}
            onChange={(text) => {
              setTimesText(text)
              change({ times: timesOf(text) })
            }}
            {...serverErrors(errors.times)}
          />
        </div>
      )}
      {errors.schedule.length > 0 &&
        errors.at.length + errors.days.length + errors.times.length === 0 && (
          <p className={styles.danger}>{errors.schedule.join(' ')}</p>
        )}
      <div className={styles.grid}>
        <RoutingPlanPicker
          plans={plans}
          value={draft.routing_plan_id}
          onChange={(routing_plan_id) => change({ routing_plan_id })}
          errors={errors.plan}
        />
      </div>
      <div className={styles.grid}>
        <TextField
          name="throttle_per_minute"
          label={t('schedule.throttle')}
          description={t('schedule.throttleDescription')}
          inputMode="numeric"
          value={draft.throttle}
          onChange={(throttle) => change({ throttle })}
          {...serverErrors(errors.throttle)}
        />
        <div className={listStyles.section}>
          <CheckboxGroup
            label={t('schedule.quietHours')}
            options={quietOption}
            value={draft.quietHours ? ['on'] : []}
            onChange={(value) => change({ quietHours: value.includes('on') })}
            {...serverErrors(
              errors.quiet.length > errors.quietStart.length + errors.quietEnd.length
                ? errors.quiet
                : [],
            )}
          />
          {draft.quietHours && (
            <div className={styles.row}>
              <TextField
                name="quiet_hours.start"
                label={t('schedule.from')}
                type="time"
                value={draft.quietStart}
                onChange={(quietStart) => change({ quietStart })}
                {...serverErrors(errors.quietStart)}
              />
              <TextField
                name="quiet_hours.end"
                label={t('schedule.until')}
                type="time"
                value={draft.quietEnd}
                onChange={(quietEnd) => change({ quietEnd })}
                {...serverErrors(errors.quietEnd)}
              />
            </div>
          )}
        </div>
      </div>
      <NextSends draft={draft} />
    </div>
  )
}
