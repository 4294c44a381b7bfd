import { money } from '../../../../src/contract/constants'
import { compareMoney, formatMoney, type Money, parseMoney } from '../../../../src/contract/money'
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

const failed = (reason: Reason, base: Omit<ChangeRow, 'kind' | 'reason'>): ChangeRow =>
  Object.assign(base, { kind: 'error' as const, reason })

/** A read row and, when it reads, its new price as money (compared without reading it again). */
interface ReadRow {
  row: ChangeRow
  amount: Money | null
}

/** Reads one data row into a change row (its old price is compared later). */
function readRow(
  row: readonly string[],
  rowNumber: number,
  position: number,
  input: DiffInput,
): ReadRow {
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
  const error = (reason: Reason): ReadRow => ({ row: failed(reason, base), amount: null })
  if (!destination) return error({ code: 'rateSheet.reason.noNetwork', values: {} })
  if (!destination.ok) return error({ code: destination.code, values: destination.values })
  const price = priceText.exec(rate)
  if (!price) return error({ code: 'rateSheet.reason.badPrice', values: { value: rate } })
  if ((price[1]?.length ?? 0) > money.scales.rate)
    return error({
      code: 'rateSheet.reason.tooManyDecimals',
      values: { value: rate, max: money.scales.rate },
    })
  if (!currencyText.test(currency) || !knownCurrencies.has(currency))
    return error({ code: 'rateSheet.reason.badCurrency', values: { value: currency } })
  const effectiveFrom = dateText ? input.readDate(dateText) : input.now
  if (!effectiveFrom)
    return error({ code: 'rateSheet.reason.badDate', values: { value: dateText } })
  const amount = parseMoney(rate, { currency, scale: money.scales.rate })
  base.newPrice = formatMoney(amount)
  base.effectiveFrom = effectiveFrom
  return { row: Object.assign(base, { kind: 'new' as const, reason: null }), amount }
}

/** The route's rates' prices as money and as stored text, each read once per parse. */
function oldPrices() {
  const read = new Map<RouteRate, { amount: Money; text: string }>()
  return (rate: RouteRate) => {
    let known = read.get(rate)
    if (!known) {
      const amount = parseMoney(rate.price, { currency: rate.currency, scale: 6 })
      known = { amount, text: formatMoney(amount) }
      read.set(rate, known)
    }
    return known
  }
}

/** Compares a read row with the rate in force for its network at its effective date (in place). */
function classify(
  { row, amount }: ReadRow,
  old: RouteRate | null,
  priceOf: ReturnType<typeof oldPrices>,
): void {
  if (row.kind === 'error' || !amount || !row.currency || !old) return
  const oldPrice = priceOf(old)
  row.oldPrice = oldPrice.text
  if (old.currency !== row.currency) {
    row.kind = 'error'
    row.reason = {
      code: 'rateSheet.reason.currencyChanged',
      values: { old: old.currency, new: row.currency },
    }
    return
  }
  const order = compareMoney(amount, oldPrice.amount)
  row.kind = order > 0 ? 'increase' : order < 0 ? 'decrease' : 'unchanged'
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
  const priceOf = oldPrices()
  const read: ReadRow[] = []
  const firstOf = new Map<string, ChangeRow>()
  const { rows: cellRows, headerRow } = input
  for (let index = headerRow; index < cellRows.length; index += 1) {
    const cells = cellRows[index] as readonly string[]
    const rowNumber = index + 1
    if (isBlank(cells)) continue
    const next = readRow(cells, rowNumber, read.length + 1, input)
    const { row } = next
    const key = row.country ? keyOf(row.networkId, row.country) : null
    const first = key ? firstOf.get(key) : undefined
    if (key && first) {
      const values = { label: row.label, first: first.rowNumber ?? 0, second: rowNumber }
      const reason = { code: 'rateSheet.reason.duplicate', values }
      if (first.reason?.code !== 'rateSheet.reason.duplicate')
        Object.assign(first, { kind: 'error', reason })
      Object.assign(row, { kind: 'error', reason })
      read.push({ row, amount: null })
      continue
    }
    if (key) firstOf.set(key, row)
    read.push(next)
  }
  const compared: ChangeRow[] = new Array(read.length)
  for (const [at, next] of read.entries()) {
    const { row } = next
    if (row.kind !== 'error' && row.country && row.effectiveFrom)
      classify(next, history.at(keyOf(row.networkId, row.country), row.effectiveFrom), priceOf)
    compared[at] = row
  }
  if (input.mode === 'a_z')
    compared.push(...closedRows(input, history, firstOf, compared.length, priceOf))
  const summary = emptySummary()
  summary.rows = read.length
  for (const row of compared) summary[row.kind] += 1
  return { rows: compared, summary }
}

function isBlank(cells: readonly string[]): boolean {
  for (const value of cells) if (value !== '' && value.trim() !== '') return false
  return true
}

function closedRows(
  input: DiffInput,
  history: ReturnType<typeof rateHistory>,
  inSheet: ReadonlyMap<string, ChangeRow>,
  count: number,
  priceOf: ReturnType<typeof oldPrices>,
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
      oldPrice: priceOf(open).text,
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
