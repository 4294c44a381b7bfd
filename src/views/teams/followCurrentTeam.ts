import type { SessionActorRef } from '../../machines/session'

/**
 * Every team-scoped view follows the current team: when the session's user comes back working
 * in another team (the switcher, an accepted invitation, leaving or deleting a team), the
 * router's loaders run again. The session itself keeps the dictionary cache to the new team.
 */
export function followCurrentTeam(
  router: { invalidate(): Promise<unknown> },
  session: SessionActorRef,
) {
  let teamId = session.getSnapshot().context.user?.current_team_id ?? null
  const subscription = session.subscribe((snapshot) => {
    const next = snapshot.context.user?.current_team_id ?? null
    if (next === teamId) return
    const previous = teamId
    teamId = next
    // Signing in or out moves between no team and a team: the guards see to those pages.
    if (previous !== null && next !== null) void router.invalidate()
  })
  return () => subscription.unsubscribe()
}
