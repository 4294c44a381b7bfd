import { type ApiTokenAbility, apiTokenAbilities } from '../../contract/api-tokens'
import type { Translate } from '../../messages/catalogue'
import type { Key } from '../../messages/tokens/catalogue'

const day = 24 * 60 * 60 * 1000

/** An ability's short name, for lists of a token's abilities. */
export const abilityName = (t: Translate<Key>, ability: ApiTokenAbility) => t(`ability.${ability}`)

/** What each ability lets a token do, by the HTTP method it allows. */
export const abilityOptions = (t: Translate<Key>) =>
  apiTokenAbilities.map((id) => ({ id, name: t(`abilityOption.${id}`) }))

// Ours, not the spec's: common lifetimes for a credential, and none for a long-lived system.
const lifetimes = [
  { id: 'never', days: null },
  { id: '30', days: 30 },
  { id: '90', days: 90 },
  { id: '365', days: 365 },
] as const

const lifetimeName = (t: Translate<Key>, days: number | null) => {
  if (days === null) return t('lifetime.never')
  return days === 365 ? t('lifetime.year') : t('lifetime.days', { days })
}

export const lifetimeOptions = (t: Translate<Key>) =>
  lifetimes.map(({ id, days }) => ({ id, name: lifetimeName(t, days) }))
export const defaultLifetime = 'never'

/** The expiry to send for a lifetime chosen now; null never expires. */
export function expiryOf(lifetimeId: string, now = Date.now()): string | null {
  const days = lifetimes.find((lifetime) => lifetime.id === lifetimeId)?.days ?? null
  return days === null ? null : new Date(now + days * day).toISOString()
}
