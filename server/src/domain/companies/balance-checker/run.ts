import type { CheckerTemplate } from '../../../../../src/contract/balance-checker'
import { balanceChecker as limits } from '../../../../../src/contract/constants'
import type { Money } from '../../../../../src/contract/money'
import type { OutboundAnswer } from '../../../adapters/webhook/outbound'
import { createOutbound } from '../../../adapters/webhook/outbound'
import type { CheckerCredentials, CheckerProblem } from '../../../db/companies'
import type { AppDeps } from '../../../deps'
import { readFigure } from './read-figure'

/** What one run of a checker came to: the raw answer, and the figure or why there is none. */
export interface CheckerRun {
  answer: Extract<OutboundAnswer, { kind: 'answered' }> | null
  figure: Money | null
  problem: CheckerProblem | null
}

/** Fills `{{name}}`s: URLs get their values percent-encoded, headers and bodies as they are. */
function filler(credentials: CheckerCredentials, now: Date) {
  const values: Record<string, string> = {
    ...credentials,
    date: now.toISOString().slice(0, 10),
  }
  return (text: string, encode: (value: string) => string = (value) => value) =>
    text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_, name: string) => encode(values[name] ?? ''))
}

function problemOf(answer: Exclude<OutboundAnswer, { kind: 'answered' }>): CheckerProblem {
  switch (answer.kind) {
    case 'refused':
      return { key: 'checker.refused', values: { host: answer.host } }
    case 'timeout':
      return { key: 'checker.timeout', values: { seconds: String(limits.timeoutMs / 1000) } }
    case 'unreachable':
      return { key: 'checker.unreachable', values: { detail: answer.detail } }
  }
}

/** Sends the checker's request once and reads the figure from the answer. */
export async function runChecker(
  deps: Pick<AppDeps, 'fetch' | 'config' | 'clock'>,
  template: CheckerTemplate,
  credentials: CheckerCredentials,
  signal?: AbortSignal,
): Promise<CheckerRun> {
  const fill = filler(credentials, deps.clock())
  const send = createOutbound(deps.fetch, { allowPrivate: deps.config.outboundPrivate })
  const answer = await send({
    url: fill(template.url, encodeURIComponent),
    method: template.method,
    headers: Object.fromEntries(template.headers.map(({ name, value }) => [name, fill(value)])),
    ...(template.method === 'POST' ? { body: fill(template.body) } : {}),
    timeoutMs: limits.timeoutMs,
    maxBytes: limits.responseMaxBytes,
    ...(signal ? { signal } : {}),
  })
  if (answer.kind !== 'answered') return { answer: null, figure: null, problem: problemOf(answer) }
  if (answer.status < 200 || answer.status > 299)
    return {
      answer,
      figure: null,
      problem: { key: 'checker.status', values: { status: String(answer.status) } },
    }
  const read = readFigure(answer.body, {
    kind: template.reader,
    expression: template.reader_expression,
    currency: template.currency,
  })
  return 'figure' in read
    ? { answer, figure: read.figure, problem: null }
    : { answer, figure: null, problem: read.problem }
}
