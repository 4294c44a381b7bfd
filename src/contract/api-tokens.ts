import { z } from 'zod'
import { teamFields } from './constants'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'

/**
 * What an API token may do, by HTTP method: `read` (GET), `create` (POST), `update` (PUT,
 * PATCH), `delete` (DELETE). The member's role still applies on top.
 */
export const apiTokenAbilities = ['read', 'create', 'update', 'delete'] as const
export const apiTokenAbility = z.enum(apiTokenAbilities)
export type ApiTokenAbility = z.infer<typeof apiTokenAbility>

export const apiTokenResource = z.object({
  id: z.string(),
  name: z.string(),
  abilities: z.array(apiTokenAbility),
  last_used_at: timestamp.nullable(),
  expires_at: timestamp.nullable(),
  created_at: timestamp,
})
export type ApiTokenResource = z.infer<typeof apiTokenResource>

/** GET teams/tokens: the caller's own tokens in the current team. */
export const apiTokenListQuery = listQuery({
  sortable: ['name', 'created_at', 'last_used_at'],
  defaultSort: '-created_at',
  filters: {},
})
export type ApiTokenListQuery = z.infer<typeof apiTokenListQuery>
export const apiTokenList = listResponse(apiTokenResource)
export type ApiTokenList = z.infer<typeof apiTokenList>

/** POST teams/tokens: a token for the current team; without `expires_at` it never expires. */
export const createApiTokenRequest = z.object({
  name: requiredText(teamFields.tokenNameMaxLength),
  abilities: z
    .array(apiTokenAbility)
    .min(1)
    .max(apiTokenAbilities.length)
    .refine((list) => new Set(list).size === list.length, says('field.duplicates')),
  expires_at: timestamp.nullable().optional(),
})
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequest>

/** The answer of POST teams/tokens: the only time the secret is shown. */
export const createdApiToken = apiTokenResource.extend({ plain_text_token: z.string() })
export type CreatedApiToken = z.infer<typeof createdApiToken>

/** The ability an API token needs for a call, by its HTTP method. */
export function abilityForMethod(method: string): ApiTokenAbility {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
    case 'OPTIONS':
      return 'read'
    case 'POST':
      return 'create'
    case 'PUT':
    case 'PATCH':
      return 'update'
    default:
      return 'delete'
  }
}
