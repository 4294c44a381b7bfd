import { useState } from 'react'
import type { AutomationList, AutomationScope } from '../../../contract/automation/automation'
import messages from '../../../messages/automations/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { CreateBar, FirstRecordOffer } from '../../lists/CreateOffer'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { AutomationFilters } from './AutomationFilters'
import { AutomationTable } from './AutomationTable'
import { type AutomationsSearch, isFiltered } from './automationsSearch'
import { CreateAutomationDialog } from './CreateAutomationDialog'

/**
 * /campaigns/automations and /hub/automations: the team's automations of one scope, filtered
 * in the URL, with what each has done. Roles that write create, turn on and off,
 * duplicate and delete them from here; a new one opens in the editor.
 */
export function AutomationsScreen({
  scope,
  result,
  search,
}: {
  scope: AutomationScope
  result: ApiResult<AutomationList>
  search: AutomationsSearch
}) {
  const { canWrite, role } = useCanWrite()
  const [creating, setCreating] = useState(false)
  const t = useMessages(messages)
  const create = () => setCreating(true)
  const empty = (
    <EmptyAutomations search={search} canWrite={canWrite} role={role} onCreate={create} />
  )
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <CreateBar canWrite={canWrite} label={t('list.new')} onCreate={create} />
        <AutomationFilters search={search} />
        <AutomationTable result={result} canWrite={canWrite} empty={empty} period={search.period} />
      </div>
      {canWrite && (
        <CreateAutomationDialog scope={scope} isOpen={creating} onOpenChange={setCreating} />
      )}
    </PageFrame>
  )
}

/** What an empty page says: nothing matches the filters, or nothing yet and how to start. */
function EmptyAutomations({
  search,
  role,
  ...offer
}: {
  search: AutomationsSearch
  canWrite: boolean
  role: string
  onCreate: () => void
}) {
  const t = useMessages(messages)
  if (isFiltered(search)) return <>{t('list.emptyFiltered')}</>
  return (
    <FirstRecordOffer
      {...offer}
      none={t('list.emptyNone')}
      label={t('list.create')}
      cannotCreate={t('list.roleCannotCreate', { role })}
    />
  )
}

export function AutomationsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
