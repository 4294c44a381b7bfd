import { useLoaderData, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../design/Button'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { CampaignFilters } from './CampaignFilters'
import { CampaignTable } from './CampaignTable'
import { CreateCampaignDialog } from './CreateCampaignDialog'
import * as styles from './campaigns.css'
import { type CampaignsSearch, isFiltered } from './campaignsSearch'
import { statusWords } from './statusWords'

const from = '/_default/_verified/campaigns/'

/**
 * /campaigns: the team's SMS campaigns, filtered by status and name in the URL, their counters
 * following the delivery engine live. Roles that write may start a new one from here.
 */
export function CampaignsScreen() {
  const result = useLoaderData({ from })
  const search = useSearch({ from })
  const { canWrite, role } = useCanWrite()
  const [creating, setCreating] = useState(false)
  const create = () => setCreating(true)
  const empty = <EmptyCampaigns search={search} canWrite={canWrite} role={role} onCreate={create} />
  return (
    <PageFrame>
      <div className={listStyles.section}>
        {canWrite && (
          <div className={styles.toolbar}>
            <Button tone="primary" variant="solid" onPress={create}>
              New campaign
            </Button>
          </div>
        )}
        <CampaignFilters search={search} />
        <CampaignTable result={result} empty={empty} />
      </div>
      {canWrite && <CreateCampaignDialog isOpen={creating} onOpenChange={setCreating} />}
    </PageFrame>
  )
}

/** What an empty page says: nothing matches the filters, or nothing yet and how to start. */
function EmptyCampaigns({
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
    return <>{`No campaign is ${statusWords[search.status].toLowerCase()}.`}</>
  if (isFiltered(search)) return <>No campaign matches these filters.</>
  return (
    <span className={listStyles.section}>
      <span>No campaigns yet. A campaign sends one of your texts to the contacts you choose.</span>
      <span>
        {canWrite ? (
          <Button tone="primary" variant="solid" onPress={onCreate}>
            Create a campaign
          </Button>
        ) : (
          `Your role (${role}) does not create campaigns; ask an editor or an admin.`
        )}
      </span>
    </span>
  )
}

export function CampaignsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
