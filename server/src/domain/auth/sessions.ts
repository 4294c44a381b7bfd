import { and, eq, gt, lte } from 'drizzle-orm'
import type { TokenPair } from '../../../../src/contract/auth'
import { serverTokens } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { accessTokens, sessions, spentRefreshTokens } from '../../db/schema'
import { randomToken, sha256 } from '../security/secrets'

const expiresInSeconds = serverTokens.accessTtlMs / 1000

function pairOf(accessToken: string, refreshToken: string): TokenPair {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: expiresInSeconds,
  }
}

async function issueAccessToken(db: Database, sessionId: string, userId: string, now: Date) {
  const token = randomToken()
  await db.insert(accessTokens).values({
    sessionId,
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + serverTokens.accessTtlMs),
  })
  return token
}

/** Signs a user in: a new session with its refresh token and a first access token. */
export async function startSession(db: Database, userId: string, now: Date): Promise<TokenPair> {
  const refreshToken = randomToken()
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      refreshTokenHash: sha256(refreshToken),
      refreshExpiresAt: new Date(now.getTime() + serverTokens.refreshTtlMs),
    })
    .returning({ id: sessions.id })
  if (!session) throw new Error('The session was not stored')
  return pairOf(await issueAccessToken(db, session.id, userId, now), refreshToken)
}

/**
 * Exchanges a refresh token for a new pair. The refresh token is replaced in the same statement
 * that checks it, so two concurrent refreshes with one token cannot both succeed. The replaced
 * token is kept as spent: when it comes back, it was copied (by a thief or from a thief), and
 * the whole session it belongs to is signed out, the current refresh token and every access
 * token with it.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string,
  now: Date,
): Promise<TokenPair | null> {
  const nextRefreshToken = randomToken()
  const tokenHash = sha256(refreshToken)
  const [session] = await db
    .update(sessions)
    .set({
      refreshTokenHash: sha256(nextRefreshToken),
      refreshExpiresAt: new Date(now.getTime() + serverTokens.refreshTtlMs),
    })
    .where(and(eq(sessions.refreshTokenHash, tokenHash), gt(sessions.refreshExpiresAt, now)))
    .returning({ id: sessions.id, userId: sessions.userId })
  if (!session) {
    await revokeFamilyOfSpentToken(db, tokenHash)
    return null
  }
  await db.insert(spentRefreshTokens).values({ tokenHash, familyId: session.id })
  // Expired access tokens of this session are of no further use.
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.sessionId, session.id), lte(accessTokens.expiresAt, now)))
  const accessToken = await issueAccessToken(db, session.id, session.userId, now)
  return pairOf(accessToken, nextRefreshToken)
}

/** A replayed spent refresh token signs its family (session) out. */
async function revokeFamilyOfSpentToken(db: Database, tokenHash: string): Promise<void> {
  const [spent] = await db
    .select({ familyId: spentRefreshTokens.familyId })
    .from(spentRefreshTokens)
    .where(eq(spentRefreshTokens.tokenHash, tokenHash))
  if (spent) await endSession(db, spent.familyId)
}

export type AccessTokenLookup =
  | { state: 'valid'; userId: string; sessionId: string }
  | { state: 'expired' }
  | { state: 'unknown' }

export async function lookUpAccessToken(
  db: Database,
  token: string,
  now: Date,
): Promise<AccessTokenLookup> {
  const [row] = await db
    .select({
      userId: accessTokens.userId,
      sessionId: accessTokens.sessionId,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, sha256(token)))
  if (!row) return { state: 'unknown' }
  if (row.expiresAt <= now) return { state: 'expired' }
  return { state: 'valid', userId: row.userId, sessionId: row.sessionId }
}

/** Signs one session out: its refresh token and all its access tokens stop working. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Signs out the session a refresh token belongs to, if any. */
export async function endSessionOfRefreshToken(db: Database, refreshToken: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.refreshTokenHash, sha256(refreshToken)))
}

/** Signs a user out everywhere (after a password reset). */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
