/**
 * Regenerates server/reference/networks/reference.json, the network list a team can load: MCC/MNC
 * rows from pbakondy/mcc-mnc-list joined by operator name with the number prefixes of Google's
 * libphonenumber carrier data (resources/carrier/en/*.txt). See server/reference/networks/README.md.
 *
 *   node scripts/networks/build-reference.mjs <mcc-mnc-list.json> <libphonenumber checkout> \
 *     <mcc-mnc-list version> <libphonenumber commit>
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json')

const [listFile, libphonenumberDir, listVersion, libphonenumberCommit] = process.argv.slice(2)
if (!libphonenumberCommit) {
  console.error('usage: build-reference.mjs <list.json> <libphonenumber dir> <version> <commit>')
  process.exit(2)
}

/** Statuses of networks that carry no traffic: left out of the reference. */
const closedStatuses = new Set(['Not operational', 'Returned spare', 'Reserved'])
/** Words that name the kind of business, not the operator: ignored when names are compared. */
const filler = new Set([
  'mobile',
  'telecom',
  'telecoms',
  'telecommunications',
  'communications',
  'wireless',
  'cellular',
  'network',
  'networks',
  'limited',
  'ltd',
  'plc',
  'inc',
  'sa',
  'ag',
  'llc',
  'the',
  'company',
  'co',
  'group',
  'gsm',
  'telephone',
  'tel',
  'de',
  'mobil',
  'movil',
  'mobile',
])

const words = (name) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !filler.has(word))
const key = (name) => words(name).join(' ')

/** The ISO-2 country of a list row: the first of `AU/CC/CX`, Georgia for `GE-AB`. */
function countryOf(code) {
  const match = /^([A-Z]{2})(?:$|[-/])/.exec(code ?? '')
  return match ? match[1] : null
}

function readNetworks() {
  const rows = JSON.parse(readFileSync(listFile, 'utf8'))
  const byCode = new Map()
  for (const row of rows) {
    const country = countryOf(row.countryCode)
    if (row.type !== 'National' || !country || closedStatuses.has(row.status)) continue
    if (!/^\d{3}$/.test(row.mcc) || !/^\d{2,3}$/.test(row.mnc)) continue
    const name = (row.brand || row.operator || '').trim()
    if (!name) continue
    const code = `${row.mcc}-${row.mnc}`
    if (byCode.has(code)) continue
    byCode.set(code, {
      mcc: row.mcc,
      mnc: row.mnc,
      country,
      name,
      operator: (row.operator || '').trim(),
      operational: row.status === 'Operational',
      prefixes: [],
    })
  }
  return [...byCode.values()]
}

/** The region a carrier prefix dials into, among those sharing its calling code. */
function regionOf(callingCode, prefix) {
  const regions = metadata.country_calling_codes[callingCode] ?? []
  if (regions.length <= 1) return regions[0] ?? null
  const national = prefix.slice(callingCode.length)
  for (const length of [10, 9, 8, 7, 11]) {
    if (national.length > length) continue
    for (const pad of ['0', '5', '9']) {
      const number = parsePhoneNumberFromString(`+${callingCode}${national.padEnd(length, pad)}`)
      if (number?.isValid() && number.country) return number.country
    }
  }
  return regions[0]
}

/** The network a carrier name names in a country: exact name first, then first word. */
function matchNetwork(candidates, carrier) {
  const wanted = key(carrier)
  if (!wanted) return null
  const preferred = (list) => list.find((network) => network.operational) ?? list[0] ?? null
  const exact = candidates.filter(
    (network) => key(network.name) === wanted || key(network.operator) === wanted,
  )
  if (exact.length > 0) return { network: preferred(exact), how: 'name' }
  const first = words(carrier)[0]
  const loose = candidates.filter((network) =>
    [network.name, network.operator].some((name) => words(name)[0] === first),
  )
  if (first && first.length >= 2 && loose.length > 0)
    return { network: preferred(loose), how: 'first word' }
  return null
}

const networks = readNetworks()
const byCountry = new Map()
for (const network of networks)
  byCountry.set(network.country, [...(byCountry.get(network.country) ?? []), network])
const carrierDir = join(libphonenumberDir, 'resources/carrier/en')
const tally = { prefixes: 0, name: 0, 'first word': 0, unmatched: 0 }
for (const file of readdirSync(carrierDir).filter((name) => name.endsWith('.txt'))) {
  const callingCode = file.replace('.txt', '')
  for (const line of readFileSync(join(carrierDir, file), 'utf8').split('\n')) {
    const [prefix, carrier] = line.split('|')
    if (!carrier || !/^\d+$/.test(prefix)) continue
    tally.prefixes += 1
    const region = regionOf(callingCode, prefix)
    const match = matchNetwork(byCountry.get(region) ?? [], carrier.trim())
    if (!match) {
      tally.unmatched += 1
      continue
    }
    tally[match.how] += 1
    match.network.prefixes.push(prefix)
  }
}

const sorted = networks.sort(
  (a, b) =>
    a.country.localeCompare(b.country) || a.mcc.localeCompare(b.mcc) || a.mnc.localeCompare(b.mnc),
)
const withPrefixes = sorted.filter((network) => network.prefixes.length > 0).length
const reference = {
  version: `mcc-mnc-list@${listVersion}+libphonenumber@${libphonenumberCommit.slice(0, 12)}`,
  columns: ['mcc', 'mnc', 'country', 'name', 'prefixes'],
  networks: sorted.map((network) => [
    network.mcc,
    network.mnc,
    network.country,
    network.name,
    network.prefixes.sort().join(' '),
  ]),
}
writeFileSync(
  new URL('../../server/reference/networks/reference.json', import.meta.url),
  `${JSON.stringify(reference).replaceAll('],[', '],\n[')}\n`,
)
console.log(
  `${sorted.length} networks, ${withPrefixes} with prefixes; ${tally.prefixes} carrier prefixes: ` +
    `${tally.name} matched by name, ${tally['first word']} by first word, ${tally.unmatched} unmatched`,
)
