import { Select } from '../../design/Select'
import messages from '../../messages/automations/catalogue'
import { useMessages } from '../../messages/useMessages'
import { type StatsPeriod, statsPeriods } from './statsPeriod'

/** The period an automation's counts cover, named the same on the list and on the graph. */
export function useStatsPeriodOptions() {
  const t = useMessages(messages)
  return statsPeriods.map((id) => ({ id, name: t('period.option', { period: id }) }))
}

/** A pick of the counts' period (the graph's stats; the list has it as a filter chip). */
export function StatsPeriodSelect({
  period,
  onChange,
}: {
  period: StatsPeriod
  onChange: (period: StatsPeriod) => void
}) {
  const t = useMessages(messages)
  const options = useStatsPeriodOptions()
  return (
    <Select
      label={t('period.label')}
      options={options}
      selectedKey={period}
      onSelectionChange={(key) => {
        const chosen = statsPeriods.find((id) => id === key)
        if (chosen) onChange(chosen)
      }}
    />
  )
}
