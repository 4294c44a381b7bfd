import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import type {
  ApiTokenAbility,
  ApiTokenList,
  ApiTokenListQuery,
  CreateApiTokenRequest,
  CreatedApiToken,
} from '../../../../src/contract/api-tokens'
import { serverTokens } from '../../../../src/contract/constants'
import { id as idSchema } from '../../../../src/contract/fields'
import type { Database } from '../../db/connect'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { apiTokens } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { recordActivity } from '../activity/record'
import { randomToken, sha256 } from '../security/secrets'
import { actorOf, type TeamAccess } from './access'
import { presentApiToken } from './present'

/**
 * API token secrets carry this prefix, so a bearer token is looked up in the right table and a
 * leaked one is recognisable (secret scanners match on such prefixes).
 */
const secretPrefix = 'sbt_'

export function isApiTokenSecret(token: string): boolean {
  return token.startsWith(secretPrefix)
}

const ownTokens = (access: TeamAccess) =>
  and(eq(apiTokens.teamId, access.team.id), eq(apiTokens.userId, access.user.id))

const sortColumns = {
  name: apiTokens.name,
  created_at: apiTokens.createdAt,
  last_used_at: apiTokens.lastUsedAt,
}

/** GET teams/tokens: the caller's own tokens for the current team. */
export async function listApiTokens(
  db: Database,
  access: TeamAccess,
  query: ApiTokenListQuery,
): Promise<ApiTokenList> {
  const { limit, offset } = windowOf(query)
  return pageOf(
    query,
    db
      .select()
      .from(apiTokens)
      .where(ownTokens(access))
      .orderBy(...orderOf(query.sort, sortColumns, apiTokens.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(apiTokens).where(ownTokens(access)),
    presentApiToken,
  )
}

/** POST teams/tokens: the secret is in this answer only; the table keeps its sha256. */
export async function createApiToken(
  db: Database,
  access: TeamAccess,
  input: CreateApiTokenRequest,
  now: Date,
): Promise<CreatedApiToken> {
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null
  if (expiresAt && expiresAt <= now) throw ValidationError.field('expires_at', 'token.expiryPast')
  const secret = `${secretPrefix}${randomToken()}`
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(apiTokens)
      .values({
        teamId: access.team.id,
        userId: access.user.id,
        name: input.name,
        abilities: input.abilities,
        tokenHash: sha256(secret),
        expiresAt,
      })
      .returning()
    if (!stored) throw new Error('The API token was not stored')
    await recordActivity(tx, {
      teamId: access.team.id,
      actor: actorOf(access),
      action: 'created',
      subjectType: 'api_token',
      subjectId: stored.id,
      subjectLabel: stored.name,
      properties: { abilities: stored.abilities },
    })
    return stored
  })
  return { ...presentApiToken(row), plain_text_token: secret }
}

/** DELETE teams/tokens/{id}: the token answers 401 from now on. */
export async function revokeApiToken(db: Database, access: TeamAccess, tokenId: string) {
  const notFound = new ApiError(404, said('thing.notFound', { thing: 'apiToken' }))
  if (!idSchema.safeParse(tokenId).success) throw notFound
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(and(ownTokens(access), eq(apiTokens.id, tokenId)))
  if (!token) throw notFound
  await db.transaction(async (tx) => {
    await recordActivity(tx, {
      teamId: access.team.id,
      actor: actorOf(access),
      action: 'revoked',
      subjectType: 'api_token',
      subjectId: token.id,
      subjectLabel: token.name,
    })
    await tx.delete(apiTokens).where(eq(apiTokens.id, token.id))
  })
}

export type ApiTokenLookup =
  | {
      state: 'valid'
      id: string
      name: string
      userId: string
      teamId: string
      abilities: ApiTokenAbility[]
    }
  | { state: 'expired' }
  | { state: 'unknown' }

/** Resolves a bearer secret, and notes its use (at most once a minute, not on every call). */
export async function lookUpApiToken(
  db: Database,
  secret: string,
  now: Date,
): Promise<ApiTokenLookup> {
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, sha256(secret)))
  if (!token) return { state: 'unknown' }
  if (token.expiresAt && token.expiresAt <= now) return { state: 'expired' }
  const stale = new Date(now.getTime() - serverTokens.apiTokenLastUsedPrecisionMs)
  if (!token.lastUsedAt || token.lastUsedAt < stale)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, token.id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale)),
        ),
      )
  return {
    state: 'valid',
    id: token.id,
    name: token.name,
    userId: token.userId,
    teamId: token.teamId,
    abilities: token.abilities,
  }
}
