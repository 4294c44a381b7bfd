import { createFileRoute } from '@tanstack/react-router'
import { TeamInvitationScreen } from '../../../auth/TeamInvitationScreen'
import { splatParams } from '../../../frame/params'

export const Route = createFileRoute('/_blank/team-invitations/$')({
  params: splatParams,
  component: TeamInvitationScreen,
})
