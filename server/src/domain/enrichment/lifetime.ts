import { enrichment } from '../../../../src/contract/constants'

const dayMs = 24 * 60 * 60 * 1000

/** How long an answer for a number of `country` stays fresh (enrichment.lifetimeDays). */
export function lifetimeMs(country: string | null): number {
  const days =
    (country ? enrichment.lifetimeDays.byCountry[country] : undefined) ??
    enrichment.lifetimeDays.default
  return days * dayMs
}

/** An answer looked up at `lookedUpAt` may still be used at `at`. */
export const isFresh = (lookedUpAt: Date, country: string | null, at: Date): boolean =>
  at.getTime() - lookedUpAt.getTime() < lifetimeMs(country)

/** Whole seconds from `lookedUpAt` to `at` (never below zero). */
export const ageSeconds = (lookedUpAt: Date, at: Date): number =>
  Math.max(0, Math.floor((at.getTime() - lookedUpAt.getTime()) / 1000))
