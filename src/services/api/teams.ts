import type { SessionResponse } from '../../contract/auth'
import type { CreateUserFromInvitationRequest, InvitationPreview } from '../../contract/invitations'
import type { OnboardingRequest } from '../../contract/onboarding'
import { teamPaths } from '../../contract/routes'
import type { UserResource } from '../../contract/user'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

/** The team calls of the sign-up screens (spec §7 Teams): onboarding and invitations. */
export function createTeamsApi(api: HttpClient) {
  const { v1 } = api
  return {
    saveOnboarding: (body: OnboardingRequest, signal?: AbortSignal) =>
      v1.put<UserResource>(teamPaths.onboarding, body, { signal }),
    /** What an invitation offers, readable without a session. */
    previewInvitation: (token: string, signal?: AbortSignal) =>
      v1.get<InvitationPreview>(fillPath(teamPaths.invitationPreview, { token }), {
        signal,
        notFoundIsAnswer: true,
      }),
    /** The signed-in user joins the team; answers the user, now working in it. */
    acceptInvitation: (token: string, signal?: AbortSignal) =>
      v1.post<UserResource>(teamPaths.acceptInvitation, { token }, { signal }),
    /** Registers the invited address (verified by the token) and joins: a session like login. */
    createUserFromInvitation: (body: CreateUserFromInvitationRequest, signal?: AbortSignal) =>
      v1.post<SessionResponse>(teamPaths.createUser, body, { signal }),
  }
}

export type TeamsApi = ReturnType<typeof createTeamsApi>
