import type { RoutingRuleClient } from '../../db/sms-routing'
import { globCovers, globMatches } from './glob'

/** What a rule matches on; an empty list (or no pattern) matches anything. */
export interface RuleMatches {
  countries: readonly string[]
  networkIds: readonly string[]
  senderPattern: string | null
  clients: readonly RoutingRuleClient[]
}

/** What the router knows of a message when it picks a rule. */
export interface RoutedMessage {
  /** ISO alpha-2 of the number, when known. */
  country: string | null
  networkId: string | null
  sender: string | null
  clientId: string | null
}

/**
 * Why a rule did or did not take a message: `matches`, or the first of its matches that failed
 * (a code the catalogue words: routingSimulate.reason).
 */
export type RuleVerdict =
  | 'matches'
  | 'country'
  | 'network'
  | 'noNetwork'
  | 'sender'
  | 'noSender'
  | 'client'
  | 'noClient'

/** A rule's verdict on a message: every match must hold (country, network, sender, client). */
export function matchRule(rule: RuleMatches, message: RoutedMessage): RuleVerdict {
  if (rule.countries.length > 0 && !(message.country && rule.countries.includes(message.country)))
    return 'country'
  if (rule.networkIds.length > 0) {
    if (!message.networkId) return 'noNetwork'
    if (!rule.networkIds.includes(message.networkId)) return 'network'
  }
  if (rule.senderPattern !== null) {
    if (!message.sender) return 'noSender'
    if (!globMatches(rule.senderPattern, message.sender)) return 'sender'
  }
  if (rule.clients.length > 0) {
    if (!message.clientId) return 'noClient'
    if (!rule.clients.some((client) => client.id === message.clientId)) return 'client'
  }
  return 'matches'
}

const within = (inner: readonly string[], outer: readonly string[]) =>
  inner.length > 0 && inner.every((value) => outer.includes(value))

/**
 * Whether every message `inner` matches is matched by `outer` too. Countries cover a rule whose
 * countries they hold, or whose networks all lie in them (`networkCountry` answers a network's
 * country); the other matches compare list by list. Only a sure cover counts.
 */
export function ruleCovers(
  outer: RuleMatches,
  inner: RuleMatches,
  networkCountry: (networkId: string) => string | undefined,
): boolean {
  const countriesCovered =
    outer.countries.length === 0 ||
    within(inner.countries, outer.countries) ||
    (inner.networkIds.length > 0 &&
      inner.networkIds.every((id) => outer.countries.includes(networkCountry(id) ?? '')))
  const networksCovered =
    outer.networkIds.length === 0 || within(inner.networkIds, outer.networkIds)
  const clientsCovered =
    outer.clients.length === 0 ||
    (inner.clients.length > 0 &&
      inner.clients.every((client) =>
        outer.clients.some((held) => held.kind === client.kind && held.id === client.id),
      ))
  return (
    countriesCovered &&
    networksCovered &&
    clientsCovered &&
    globCovers(outer.senderPattern, inner.senderPattern)
  )
}

/**
 * The rules that can never match, each with the first earlier rule that covers all of its
 * matches (rules in the order they are tried).
 */
export function shadowedRules<Rule extends RuleMatches & { id: string }>(
  rules: readonly Rule[],
  networkCountry: (networkId: string) => string | undefined = () => undefined,
): Map<string, string> {
  const shadowed = new Map<string, string>()
  rules.forEach((rule, index) => {
    const cover = rules.slice(0, index).find((earlier) => ruleCovers(earlier, rule, networkCountry))
    if (cover) shadowed.set(rule.id, cover.id)
  })
  return shadowed
}
