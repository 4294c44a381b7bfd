import { useLoaderData, useParams } from '@tanstack/react-router'
import { selectUser } from '../../machines/session'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { PageFrame } from '../frame/PageFrame'
import { findSubPage, pages } from '../frame/pages'
import { SubPageNav } from '../frame/SubPageNav'
import * as listStyles from '../lists/lists.css'
import { PendingList } from '../lists/PendingList'
import { useSessionSelector } from '../session/useSession'
import { InvitationsSection } from './InvitationsSection'
import { MembersSection } from './MembersSection'
import { TeamSection } from './TeamSection'

const routeId = '/_default/_auth/my-account/team-settings/$'
const pagePath = '/my-account/team-settings/$'
const page = pages[pagePath]

function Frame({ children }: { children: React.ReactNode }) {
  const { _splat } = useParams({ from: routeId })
  const user = useSessionSelector(selectUser)
  const t = useMessages(frameMessages)
  const subPage = findSubPage(page, _splat)
  return (
    <PageFrame subject={subPage ? t(subPage.titleKey) : null}>
      <SubPageNav page={page} pagePath={pagePath} role={user?.current_team?.role ?? null} />
      <div className={listStyles.section}>{children}</div>
    </PageFrame>
  )
}

/**
 * /my-account/team-settings/{...}: the current team (name, leaving, deleting), its members and
 * roles, and its invitations. Every action shown is one the role may take.
 */
export function TeamSettingsScreen() {
  const data = useLoaderData({ from: routeId })
  const userId = useSessionSelector(selectUser)?.id ?? ''
  return (
    <Frame>
      {data.section === 'team' && <TeamSection result={data.team} userId={userId} />}
      {data.section === 'members' && <MembersSection result={data.members} />}
      {data.section === 'invitations' && <InvitationsSection result={data.invitations} />}
    </Frame>
  )
}

/** Shown while a sub-page's first load takes a while. */
export function TeamSettingsPending() {
  return (
    <Frame>
      <PendingList />
    </Frame>
  )
}
