import { createFileRoute, useParams } from '@tanstack/react-router'
import { useRoutedAuthNavigation } from '../../../auth/routedAuthNavigation'
import { TeamInvitationScreen } from '../../../auth/TeamInvitationScreen'
import { splatParams } from '../../../frame/params'

export const Route = createFileRoute('/_blank/team-invitations/$')({
  params: splatParams,
  component: RoutedTeamInvitationScreen,
})

function RoutedTeamInvitationScreen() {
  const { _splat } = useParams({ from: '/_blank/team-invitations/$' })
  const navigation = useRoutedAuthNavigation()
  return <TeamInvitationScreen splat={_splat} navigation={navigation} />
}
