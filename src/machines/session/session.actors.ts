import { fromCallback, fromPromise } from 'xstate'
import {
  type Failure,
  failure as failed,
  failureMessage,
  type Result,
  type Unsuccessful,
} from '../../contract/result'
import type {
  CurrentToken,
  LoadedUser,
  SessionEvent,
  SessionUser,
  StoredSession,
} from './session.types'

export interface SessionActorDeps {
  tokens: {
    access(): string | null
    refresh(): string | null
    refreshMarker(): number | null
    clear(): void
  }
  /**
   * The single-flight refresher the HTTP client uses too: one refresh for every caller. Its
   * failure's status says whether the session was refused (401, 419) or got no answer (0, 5xx).
   */
  refresher: { refresh(staleToken: string): Promise<Result<string>> }
  calls: {
    user(): Promise<Result<SessionUser>>
    logout(refreshToken: string | null): Promise<Result<unknown>>
    sendVerificationNotice(): Promise<Result<unknown>>
  }
  /** The cookie-persisted user (spec §3). */
  userCache: { read(): SessionUser | null; write(user: SessionUser): void; clear(): void }
  /** The dictionary cache (spec §3), kept for one team at a time. */
  dictionaries: { useTeam(teamId: string | null): void; clear(): void }
  drafts: { saveAll(userId: string): void; clear(): void }
  /** Leaves the page for /login unless it is a public one. */
  redirectToLogin(): void
  /** Calls back with what happens outside the machine; returns the unsubscribe. */
  listen(send: (event: SessionEvent) => void): () => void
  now?: () => number
}

/** A call's failure as the machine reads it: a message and the status that decides. */
const failure = (result: Unsuccessful): Failure => failed(failureMessage(result), result.status)

/** The session machine's real side effects, for `sessionMachine.provide()`. */
export function createSessionActors(deps: SessionActorDeps) {
  const now = deps.now ?? Date.now
  let userInFlight: Promise<LoadedUser> | null = null

  /** One GET user at a time, whoever asks; the cookie's copy answers when allowed. */
  function loadUser(force: boolean): Promise<LoadedUser> {
    const cached = force ? null : deps.userCache.read()
    if (cached) return Promise.resolve({ user: cached, cached: true })
    userInFlight ??= deps.calls
      .user()
      .then((result) => {
        if (!result.ok) throw failure(result)
        return { user: result.data, cached: false }
      })
      .finally(() => {
        userInFlight = null
      })
    return userInFlight
  }

  return {
    actors: {
      restore: fromPromise<StoredSession>(async () => ({
        token: deps.tokens.access(),
        refreshAt: deps.tokens.refreshMarker(),
      })),
      renewToken: fromPromise<CurrentToken, { token: string | null }>(async ({ input }) => {
        const renewed = await deps.refresher.refresh(input.token ?? '')
        // The machine reads the failure's status: refused ends the session, the rest retries.
        if (!renewed.ok) throw renewed
        return { token: renewed.data, refreshAt: deps.tokens.refreshMarker() ?? now() }
      }),
      fetchUser: fromPromise<LoadedUser, { force: boolean }>(({ input }) => loadUser(input.force)),
      sendVerificationNotice: fromPromise<void>(async () => {
        const result = await deps.calls.sendVerificationNotice()
        if (!result.ok) throw failure(result)
      }),
      signOut: fromPromise<void>(async () => {
        // The bearer (when still held) and the refresh token end the session on the server.
        await deps.calls.logout(deps.tokens.refresh())
        deps.tokens.clear()
      }),
      listen: fromCallback<SessionEvent>(({ sendBack }) => deps.listen(sendBack)),
    },
    actions: {
      persistUser: (_: unknown, params: { user: SessionUser }) => {
        deps.userCache.write(params.user)
        deps.dictionaries.useTeam(params.user.current_team_id)
      },
      forgetSession: () => {
        deps.userCache.clear()
        deps.dictionaries.clear()
      },
      redirectToLogin: () => deps.redirectToLogin(),
      saveDrafts: ({ context }: { context: { user: SessionUser | null } }) => {
        if (context.user) deps.drafts.saveAll(context.user.id)
      },
      clearDrafts: () => deps.drafts.clear(),
    },
  }
}
