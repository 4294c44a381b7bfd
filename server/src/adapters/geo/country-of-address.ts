import { createRequire } from 'node:module'

type GeoIpCountry = { lookup(address: string): { country: string } | null }

let database: GeoIpCountry | undefined

/**
 * The two-letter country of a network address, or null for a private, local or unknown one.
 * geoip-country ships MaxMind's GeoLite2 country data in the package (no download, no network);
 * it is loaded on the first lookup, not at start, since most processes never ask.
 */
export function countryOfAddress(address: string): string | null {
  database ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry
  // An IPv4 address seen through an IPv6 socket reads ::ffff:203.0.113.7.
  const plain = address.replace(/^::ffff:/i, '')
  return database.lookup(plain)?.country ?? null
}
