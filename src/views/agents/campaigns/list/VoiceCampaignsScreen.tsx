import { useLoaderData, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import messages, { type Key } from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { CampaignFilters } from '../../../campaigns/list/CampaignFilters'
import { type CampaignsSearch, isFiltered } from '../../../campaigns/list/campaignsSearch'
import { PageFrame } from '../../../frame/PageFrame'
import { CreateBar, FirstRecordOffer } from '../../../lists/CreateOffer'
import * as listStyles from '../../../lists/lists.css'
import { PendingList } from '../../../lists/PendingList'
import { useCanWrite } from '../../../session/useCanWrite'
import { CreateVoiceCampaignDialog } from './CreateVoiceCampaignDialog'
import { VoiceCampaignTable } from './VoiceCampaignTable'

const from = '/_default/_verified/agents/campaigns/'

/** The catalogue's word for each role the session may hold (`none` outside a team). */
const roleKeys: Partial<Record<string, Key>> = {
  owner: 'role.owner',
  admin: 'role.admin',
  editor: 'role.editor',
  viewer: 'role.viewer',
}

/**
 * /agents/campaigns: the team's voice campaigns, filtered by status and name in the URL, their
 * call counters following the dialer live. Roles that write may start a new one here.
 */
export function VoiceCampaignsScreen() {
  const t = useMessages(messages)
  const result = useLoaderData({ from })
  const search = useSearch({ from })
  const { canWrite, role } = useCanWrite()
  const [creating, setCreating] = useState(false)
  const create = () => setCreating(true)
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <CreateBar canWrite={canWrite} label={t('voiceCampaigns.new')} onCreate={create} />
        <CampaignFilters search={search} />
        <VoiceCampaignTable
          result={result}
          empty={<Empty search={search} canWrite={canWrite} role={role} onCreate={create} />}
        />
      </div>
      {canWrite && <CreateVoiceCampaignDialog isOpen={creating} onOpenChange={setCreating} />}
    </PageFrame>
  )
}

function Empty({
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
  if (search.status && !search.q) return <>{t(`voiceCampaigns.emptyStatus.${search.status}`)}</>
  if (isFiltered(search)) return <>{t('voiceCampaigns.emptyFiltered')}</>
  return (
    <FirstRecordOffer
      {...offer}
      none={t('voiceCampaigns.emptyFirst')}
      label={t('voiceCampaigns.create')}
      cannotCreate={t('voiceCampaigns.roleCannotCreate', {
        role: t(roleKeys[role] ?? 'role.none'),
      })}
    />
  )
}

export function VoiceCampaignsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
