import { useLoaderData, useSearch } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { lazyOnIntent } from '../../../design/lazyOnIntent'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { CreateBar, FirstRecordOffer } from '../../lists/CreateOffer'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { CampaignFilters } from './CampaignFilters'
import { CampaignTable } from './CampaignTable'
import type { DialogOpenProps } from './CreateByNameDialog'
import { type CampaignsSearch, isFiltered } from './campaignsSearch'

const from = '/_default/_verified/campaigns/'

// The form, its validation and the modal come with the first intent to create, not the list.
const createDialog = lazyOnIntent<DialogOpenProps>(() =>
  import('./CreateCampaignDialog').then((module) => ({ default: module.CreateCampaignDialog })),
)
const intent = { onHoverStart: createDialog.preload, onFocus: createDialog.preload }

/**
 * /campaigns: the team's SMS campaigns, filtered by status and name in the URL, their counters
 * following the delivery engine live. Roles that write may start a new one from here.
 */
export function CampaignsScreen() {
  const result = useLoaderData({ from })
  const search = useSearch({ from })
  const { canWrite, role } = useCanWrite()
  const [creating, setCreating] = useState(false)
  const t = useMessages(messages)
  const create = () => setCreating(true)
  const empty = <EmptyCampaigns search={search} canWrite={canWrite} role={role} onCreate={create} />
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <CreateBar canWrite={canWrite} label={t('list.new')} onCreate={create} intent={intent} />
        <CampaignFilters search={search} />
        <CampaignTable result={result} empty={empty} />
      </div>
      {canWrite && creating && (
        <Suspense fallback={null}>
          <createDialog.Component isOpen onOpenChange={setCreating} />
        </Suspense>
      )}
    </PageFrame>
  )
}

/** What an empty page says: nothing matches the filters, or nothing yet and how to start. */
function EmptyCampaigns({
  search,
  role,
  ...offer
}: {
  search: CampaignsSearch
  canWrite: boolean
  role: string
  onCreate: () => void
}) {
  const t = useMessages(messages)
  if (search.status && !search.q) return <>{t('list.emptyStatus', { status: search.status })}</>
  if (isFiltered(search)) return <>{t('list.emptyFiltered')}</>
  return (
    <FirstRecordOffer
      {...offer}
      intent={intent}
      none={t('list.emptyNone')}
      label={t('list.create')}
      cannotCreate={t('list.roleCannotCreate', { role })}
    />
  )
}

export function CampaignsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
