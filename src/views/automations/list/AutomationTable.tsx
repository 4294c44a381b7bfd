import type { ReactNode } from 'react'
import type { AutomationList, AutomationResource } from '../../../contract/automation/automation'
import { Link } from '../../../design/Link'
import messages from '../../../messages/automations/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { useCountColumn } from '../../lists/useCountColumn'
import { useDateText } from '../../lists/useDateText'
import { defaultStatsPeriod, type StatsPeriod } from '../statsPeriod'
import { AutomationRowActions } from './AutomationRowActions'
import * as styles from './automations.css'
import { editorHref } from './editorHref'
import { StatusBadge } from './StatusBadge'

/**
 * A page of automations: each with its status, trigger, the contacts inside it now, and how
 * many entered, completed and failed over the chosen period. Writers turn one on or off, duplicate or
 * delete it from its row.
 * `empty` is what to say (and offer) when the page has none.
 */
export function AutomationTable({
  result,
  canWrite,
  empty,
  period = defaultStatsPeriod,
}: {
  result: ApiResult<AutomationList>
  canWrite: boolean
  empty: ReactNode
  /** The period entered, completed and failed cover (the loader read them so). */
  period?: StatsPeriod
}) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const counter = useCountColumn<AutomationResource>()
  const columns: ListColumn<AutomationResource>[] = [
    {
      header: t('table.name'),
      namesRow: true,
      className: styles.name,
      cell: (automation) => <Link href={editorHref(automation)}>{automation.name}</Link>,
    },
    {
      header: t('table.status'),
      cell: (automation) => <StatusBadge automation={automation} />,
    },
    {
      header: t('table.trigger'),
      cell: ({ trigger }) => (trigger ? t(`trigger.${trigger}`) : t('trigger.none')),
    },
    counter(t('table.inside'), (automation) => automation.counts.inside),
    counter(t('table.entered'), (automation) => automation.counts.entered),
    counter(t('table.completed'), (automation) => automation.counts.completed),
    counter(t('table.failed'), (automation) => automation.counts.failed),
    { header: t('table.updated'), cell: (automation) => dateText(automation.updated_at) },
  ]
  if (canWrite)
    columns.push({
      header: t('table.actions'),
      quietHeader: true,
      cell: (automation) => <AutomationRowActions automation={automation} />,
    })
  return (
    <ListPage
      result={result}
      problemTitle={t('table.problem')}
      empty={empty}
      pagerLabel={t('table.pager')}
    >
      {(automations) => (
        <ListTable
          rows={automations}
          columns={columns}
          rowKey={(automation) => automation.id}
          label={t('table.label')}
          caption={t('table.caption', { period })}
        />
      )}
    </ListPage>
  )
}
