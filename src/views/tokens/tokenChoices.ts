import { type ApiTokenAbility, apiTokenAbilities } from '../../contract/api-tokens'

const day = 24 * 60 * 60 * 1000

/** What each ability lets a token do, by the HTTP method it allows. */
const abilityNames: Record<ApiTokenAbility, string> = {
  read: 'Read (GET)',
  create: 'Create (POST)',
  update: 'Update (PUT, PATCH)',
  delete: 'Delete (DELETE)',
}
export const abilityOptions = apiTokenAbilities.map((id) => ({ id, name: abilityNames[id] }))

// Ours, not the spec's: common lifetimes for a credential, and none for a long-lived system.
const lifetimes = [
  { id: 'never', name: 'Never', days: null },
  { id: '30', name: 'In 30 days', days: 30 },
  { id: '90', name: 'In 90 days', days: 90 },
  { id: '365', name: 'In a year', days: 365 },
] as const
export const lifetimeOptions = lifetimes.map(({ id, name }) => ({ id, name }))
export const defaultLifetime = 'never'

/** The expiry to send for a lifetime chosen now; null never expires. */
export function expiryOf(lifetimeId: string, now = Date.now()): string | null {
  const days = lifetimes.find((lifetime) => lifetime.id === lifetimeId)?.days ?? null
  return days === null ? null : new Date(now + days * day).toISOString()
}
