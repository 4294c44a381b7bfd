import { useLoaderData, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../../design/Button'
import { CampaignFilters } from '../../../campaigns/list/CampaignFilters'
import * as styles from '../../../campaigns/list/campaigns.css'
import { type CampaignsSearch, isFiltered } from '../../../campaigns/list/campaignsSearch'
import { statusWords } from '../../../campaigns/list/statusWords'
import { PageFrame } from '../../../frame/PageFrame'
import * as listStyles from '../../../lists/lists.css'
import { PendingList } from '../../../lists/PendingList'
import { useCanWrite } from '../../../session/useCanWrite'
import { CreateVoiceCampaignDialog } from './CreateVoiceCampaignDialog'
import { VoiceCampaignTable } from './VoiceCampaignTable'

const from = '/_default/_verified/agents/campaigns/'

/**
 * /agents/campaigns: the team's voice campaigns, filtered by status and name in the URL, their
 * call counters following the dialer live. Roles that write may start a new one here.
 */
export function VoiceCampaignsScreen() {
  const result = useLoaderData({ from })
  const search = useSearch({ from })
  const { canWrite, role } = useCanWrite()
  const [creating, setCreating] = useState(false)
  const create = () => setCreating(true)
  return (
    <PageFrame>
      <div className={listStyles.section}>
        {canWrite && (
          <div className={styles.toolbar}>
            <Button tone="primary" variant="solid" onPress={create}>
              New voice campaign
            </Button>
          </div>
        )}
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
  canWrite,
  role,
  onCreate,
}: {
  search: CampaignsSearch
  canWrite: boolean
  role: string
  onCreate: () => void
}) {
  if (search.status && !search.q)
    return <>{`No voice campaign is ${statusWords[search.status].toLowerCase()}.`}</>
  if (isFiltered(search)) return <>No voice campaign matches these filters.</>
  return (
    <span className={listStyles.section}>
      <span>
        No voice campaigns yet. An agent calls the contacts you choose, in your call window.
      </span>
      <span>
        {canWrite ? (
          <Button tone="primary" variant="solid" onPress={onCreate}>
            Create a voice campaign
          </Button>
        ) : (
          `Your role (${role}) does not create campaigns; ask an editor or an admin.`
        )}
      </span>
    </span>
  )
}

export function VoiceCampaignsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
