import type { CheckerReader } from '../../../../../src/contract/balance-checker'
import { ledger } from '../../../../../src/contract/constants'
import { formatMoney, type Money, parseMoney } from '../../../../../src/contract/money'
import type { CheckerProblem } from '../../../db/companies'

export type FigureRead = { figure: Money } | { problem: CheckerProblem }

/** The steps of a JSON path the contract accepted (`$.a[0]["b c"]`): names and indexes. */
function stepsOf(path: string): (string | number)[] {
  const steps: (string | number)[] = []
  for (const match of path.slice(1).matchAll(/\.([^.[]+)|\[(\d+)\]|\["([^"]*)"\]|\['([^']*)'\]/g)) {
    const [, dotted, index, doubleQuoted, singleQuoted] = match
    steps.push(index !== undefined ? Number(index) : (dotted ?? doubleQuoted ?? singleQuoted ?? ''))
  }
  return steps
}

function atPath(document: unknown, path: string): unknown {
  let here: unknown = document
  for (const step of stepsOf(path)) {
    if (here === null || typeof here !== 'object') return undefined
    here = typeof step === 'number' && Array.isArray(here) ? here[step] : Object(here)[step]
  }
  return here
}

/**
 * An amount as a vendor writes it: decimal text or a JSON number, with spaces and thousands
 * separators (commas before three digits) allowed, at most the ledger's entry decimals.
 */
function figureOf(value: unknown, currency: string): FigureRead {
  const raw = typeof value === 'number' || typeof value === 'string' ? String(value) : ''
  const plain = raw.replace(/\s+/g, '').replace(/,(?=\d{3}(?:\D|$))/g, '')
  try {
    return {
      figure: parseMoney(plain, { currency, scale: ledger.entryScale, rounding: 'half-even' }),
    }
  } catch {
    const shown = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
    return { problem: { key: 'checker.notAFigure', values: { value: shown.slice(0, 80) } } }
  }
}

/** The figure in a vendor's answer, read by the checker's JSON path or regular expression. */
export function readFigure(
  body: string,
  reader: { kind: CheckerReader; expression: string; currency: string },
): FigureRead {
  if (reader.kind === 'regex') {
    const match = new RegExp(reader.expression).exec(body)
    if (!match) return { problem: { key: 'checker.noMatch' } }
    return figureOf(match[1] ?? match[0], reader.currency)
  }
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch {
    return { problem: { key: 'checker.notJson' } }
  }
  const value = atPath(document, reader.expression)
  if (value === undefined || value === null)
    return { problem: { key: 'checker.nothingAtPath', values: { path: reader.expression } } }
  return figureOf(value, reader.currency)
}

export const figureText = (figure: Money) => formatMoney(figure, { minDecimals: 2 })
