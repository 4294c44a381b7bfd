import { money } from '../../../../src/contract/constants'
import { compareMoney, formatMoney, parseMoney } from '../../../../src/contract/money'
import type {
  RateParserColumns,
  RateParserMode,
  RateSheetRowKind,
  RateSheetSummary,
} from '../../../../src/contract/rate-sheet'
import { rateSheetRowKinds } from '../../../../src/contract/rate-sheet'
import type { Destination, NetworkTable } from './resolve-network'

/** A rate of the route as stored (vendor_rates): one window of its history. */
export interface RouteRate {
  networkId: string | null
  country: string
  price: string
  currency: string
  effectiveFrom: Date
  effectiveTill: Date | null
}

/** Why a row is an error: a server message code and its values. */
export interface Reason {
  code: string
  values: Record<string, string | number>
}

/** One row of a change set (rate_sheet_rows). */
export interface ChangeRow {
  position: number
  rowNumber: number | null
  networkId: string | null
  country: string | null
  label: string
  oldPrice: string | null
  newPrice: string | null
  currency: string | null
  effectiveFrom: Date | null
  kind: RateSheetRowKind
  vendorFlag: string | null
  reason: Reason | null
}

export interface DiffInput {
  /** The sheet's rows as text, the header among them (`headerRow`, from 1). */
  rows: readonly string[][]
  headerRow: number
  columns: RateParserColumns
  mode: RateParserMode
  defaultCurrency: string
  readDate: (text: string) => Date | null
  table: NetworkTable
  /** The route's rate history. */
  rates: readonly RouteRate[]
  /** The effective date of rows that give none (the parse's moment). */
  now: Date
}

const keyOf = (networkId: string | null, country: string) => networkId ?? `country ${country}`
const priceText = /^\d{1,12}(?:\.(\d+))?$/
const currencyText = /^[A-Z]{3}$/
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'))

/** The route's rates by network (or country), each list latest first: the one in force is a scan. */
function rateHistory(rates: readonly RouteRate[]) {
  const byKey = new Map<string, RouteRate[]>()
  for (const rate of rates) {
    const key = keyOf(rate.networkId, rate.country)
    const list = byKey.get(key)
    if (list) list.push(rate)
    else byKey.set(key, [rate])
  }
  for (const list of byKey.values())
    list.sort((a, b) => b.effectiveFrom.getTime() - a.effectiveFrom.getTime())
  return {
    keys: () => byKey.keys(),
    /** The rate in force at `at`: the latest whose [from, till) holds it. */
    at(key: string, at: Date): RouteRate | null {
      const time = at.getTime()
      for (const rate of byKey.get(key) ?? [])
        if (
          rate.effectiveFrom.getTime() <= time &&
          (rate.effectiveTill === null || time < rate.effectiveTill.getTime())
        )
          return rate
      return null
    },
  }
}

const cell = (row: readonly string[], at: number | undefined) =>
  at === undefined ? '' : (row[at] ?? '').trim()

function destinationOf(row: readonly string[], input: DiffInput): Destination | null {
  const { columns, table } = input
  const joined = cell(row, columns.mccmnc)
  if (joined) return table.joined(joined)
  const mcc = cell(row, columns.mcc)
  const mnc = cell(row, columns.mnc)
  if (mcc || mnc) return table.split(mcc, mnc)
  const prefix = cell(row, columns.prefix)
  if (prefix) return table.prefix(prefix)
  const country = cell(row, columns.country)
  if (country) return table.country(country)
  return null
}

const failed = (reason: Reason, base: Omit<ChangeRow, 'kind' | 'reason'>): ChangeRow => ({
  ...base,
  kind: 'error',
  reason,
})

/** Reads one data row into a change row (its old price is compared later). */
function readRow(row: readonly string[], rowNumber: number, position: number, input: DiffInput) {
  const { columns } = input
  const destination = destinationOf(row, input)
  const rate = cell(row, columns.rate)
  const currency = (cell(row, columns.currency) || input.defaultCurrency).toUpperCase()
  const dateText = cell(row, columns.effective_date)
  const base: Omit<ChangeRow, 'kind' | 'reason'> = {
    position,
    rowNumber,
    networkId: destination?.ok ? destination.networkId : null,
    country: destination?.ok ? destination.country : null,
    label: destination?.label ?? '',
    oldPrice: null,
    newPrice: null,
    currency,
    effectiveFrom: null,
    vendorFlag: cell(row, columns.change_flag) || null,
  }
  if (!destination) return failed({ code: 'rateSheet.reason.noNetwork', values: {} }, base)
  if (!destination.ok) return failed({ code: destination.code, values: destination.values }, base)
  const price = priceText.exec(rate)
  if (!price) return failed({ code: 'rateSheet.reason.badPrice', values: { value: rate } }, base)
  if ((price[1]?.length ?? 0) > money.scales.rate)
    return failed(
      { code: 'rateSheet.reason.tooManyDecimals', values: { value: rate, max: money.scales.rate } },
      base,
    )
  if (!currencyText.test(currency) || !knownCurrencies.has(currency))
    return failed({ code: 'rateSheet.reason.badCurrency', values: { value: currency } }, base)
  const effectiveFrom = dateText ? input.readDate(dateText) : input.now
  if (!effectiveFrom)
    return failed({ code: 'rateSheet.reason.badDate', values: { value: dateText } }, base)
  const newPrice = formatMoney(parseMoney(rate, { currency, scale: money.scales.rate }))
  return { ...base, newPrice, effectiveFrom, kind: 'new' as const, reason: null }
}

/** Compares a read row with the rate in force for its network at its effective date. */
function classify(row: ChangeRow, old: RouteRate | null): ChangeRow {
  if (row.kind === 'error' || !row.newPrice || !row.currency) return row
  if (!old) return row
  const oldPrice = formatMoney(parseMoney(old.price, { currency: old.currency, scale: 6 }))
  if (old.currency !== row.currency)
    return {
      ...row,
      oldPrice,
      kind: 'error',
      reason: {
        code: 'rateSheet.reason.currencyChanged',
        values: { old: old.currency, new: row.currency },
      },
    }
  const order = compareMoney(
    parseMoney(row.newPrice, { currency: row.currency, scale: 6 }),
    parseMoney(oldPrice, { currency: row.currency, scale: 6 }),
  )
  const kind = order > 0 ? 'increase' : order < 0 ? 'decrease' : 'unchanged'
  return { ...row, oldPrice, kind }
}

export function emptySummary(): RateSheetSummary {
  return {
    rows: 0,
    ...(Object.fromEntries(rateSheetRowKinds.map((kind) => [kind, 0])) as Record<
      RateSheetRowKind,
      number
    >),
  }
}

/**
 * A sheet's change set against its route's rates: each data row new / increase / decrease /
 * unchanged or an error with its reason (a network twice in one sheet makes both rows errors,
 * each naming the other's row); an A–Z sheet adds a `closed` row for each network the route has
 * a rate for and the sheet leaves out, closing at the sheet's earliest effective date.
 */
export function diffSheet(input: DiffInput): { rows: ChangeRow[]; summary: RateSheetSummary } {
  const history = rateHistory(input.rates)
  const rows: ChangeRow[] = []
  const firstOf = new Map<string, ChangeRow>()
  for (const [index, cells] of input.rows.entries()) {
    const rowNumber = index + 1
    if (rowNumber <= input.headerRow || cells.every((value) => value.trim() === '')) continue
    const read = readRow(cells, rowNumber, rows.length + 1, input)
    const key = read.country ? keyOf(read.networkId, read.country) : null
    const first = key ? firstOf.get(key) : undefined
    if (key && first) {
      const values = { label: read.label, first: first.rowNumber ?? 0, second: rowNumber }
      const reason = { code: 'rateSheet.reason.duplicate', values }
      if (first.reason?.code !== 'rateSheet.reason.duplicate')
        Object.assign(first, { kind: 'error', reason })
      rows.push({ ...read, kind: 'error', reason })
      continue
    }
    if (key) firstOf.set(key, read)
    rows.push(read)
  }
  const compared = rows.map((row) =>
    row.kind === 'error' || !row.country || !row.effectiveFrom
      ? row
      : classify(row, history.at(keyOf(row.networkId, row.country), row.effectiveFrom)),
  )
  if (input.mode === 'a_z') compared.push(...closedRows(input, history, firstOf, compared.length))
  const summary = emptySummary()
  summary.rows = rows.length
  for (const row of compared) summary[row.kind] += 1
  return { rows: compared, summary }
}

function closedRows(
  input: DiffInput,
  history: ReturnType<typeof rateHistory>,
  inSheet: ReadonlyMap<string, ChangeRow>,
  count: number,
): ChangeRow[] {
  let closing: Date | null = null
  for (const row of inSheet.values())
    if (row.effectiveFrom && (!closing || row.effectiveFrom < closing)) closing = row.effectiveFrom
  const at = closing ?? input.now
  const closed: ChangeRow[] = []
  for (const key of history.keys()) {
    if (inSheet.has(key)) continue
    const open = history.at(key, at)
    if (!open) continue
    closed.push({
      position: count + closed.length + 1,
      rowNumber: null,
      networkId: open.networkId,
      country: open.country,
      label: input.table.labelOf(open.networkId, open.country),
      oldPrice: formatMoney(parseMoney(open.price, { currency: open.currency, scale: 6 })),
      newPrice: null,
      currency: open.currency,
      effectiveFrom: at,
      kind: 'closed',
      vendorFlag: null,
      reason: null,
    })
  }
  return closed
}
