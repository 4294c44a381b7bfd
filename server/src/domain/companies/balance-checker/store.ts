import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  CheckerRequest,
  CheckerResource,
  CheckerTemplate,
  checkerRequest,
} from '../../../../../src/contract/balance-checker'
import type { AppLocale } from '../../../../../src/contract/constants'
import { balanceChecker as limits } from '../../../../../src/contract/constants'
import { formatMoney, moneyFromText } from '../../../../../src/contract/money'
import {
  type CheckerCredentials,
  type CheckerProblem,
  companyBalanceCheckers,
} from '../../../db/companies'
import type { Database } from '../../../db/connect'
import { type ServerKey, serverWords } from '../../../http/words'
import type { CompanyRow } from '../present'
import type { CheckerRun } from './run'

export type CheckerRow = typeof companyBalanceCheckers.$inferSelect

export async function findChecker(db: Database, company: CompanyRow) {
  const [row] = await db
    .select()
    .from(companyBalanceCheckers)
    .where(
      and(
        eq(companyBalanceCheckers.teamId, company.teamId),
        eq(companyBalanceCheckers.companyId, company.id),
      ),
    )
  return row
}

export const templateOf = (row: CheckerRow): CheckerTemplate => ({
  method: row.method,
  url: row.url,
  headers: row.headers,
  body: row.body,
  reader: row.reader,
  reader_expression: row.readerExpression,
  currency: row.currency,
})

/** The stored credentials with the request's changes: left out kept, null forgotten. */
function mergedCredentials(
  stored: CheckerCredentials,
  changes: CheckerRequest['credentials'],
): CheckerCredentials {
  const merged: CheckerCredentials = { ...stored }
  for (const name of limits.credentials) {
    const change = changes?.[name]
    if (change === null || change === '') delete merged[name]
    else if (change !== undefined) merged[name] = change
  }
  return merged
}

/** Saves the template (and due for a sync at once), keeping credentials the request left out. */
export async function saveChecker(
  db: Database,
  company: CompanyRow,
  request: z.output<typeof checkerRequest>,
  now: Date,
): Promise<CheckerRow> {
  const existing = await findChecker(db, company)
  const { template } = request
  const values = {
    method: template.method,
    url: template.url,
    headers: template.headers,
    body: template.body,
    reader: template.reader,
    readerExpression: template.reader_expression,
    currency: template.currency,
    credentials: mergedCredentials(existing?.credentials ?? {}, request.credentials),
    nextSyncAt: now,
  }
  const [row] = await db
    .insert(companyBalanceCheckers)
    .values({ teamId: company.teamId, companyId: company.id, ...values })
    .onConflictDoUpdate({ target: companyBalanceCheckers.companyId, set: values })
    .returning()
  if (!row) throw new Error('The balance checker was not saved.')
  return row
}

/** Stores what a sync read: the figure and its time, or why there was none; next due later. */
export async function recordSync(db: Database, row: CheckerRow, run: CheckerRun, now: Date) {
  const next = new Date(now.getTime() + limits.syncIntervalMs)
  const [stored] = await db
    .update(companyBalanceCheckers)
    .set({
      lastAttemptAt: now,
      lastError: run.problem,
      nextSyncAt: next,
      leasedUntil: null,
      ...(run.figure ? { reportedBalance: formatMoney(run.figure), reportedAt: now } : {}),
    })
    .where(eq(companyBalanceCheckers.companyId, row.companyId))
    .returning()
  return stored ?? row
}

export const problemText = (problem: CheckerProblem, locale: AppLocale) =>
  serverWords(locale)(problem.key as ServerKey, problem.values)

export function presentReported(row: CheckerRow | undefined) {
  if (!row?.reportedBalance || !row.reportedAt) return null
  return {
    balance: formatMoney(moneyFromText(row.reportedBalance, row.currency), { minDecimals: 2 }),
    currency: row.currency,
    synced_at: row.reportedAt.toISOString(),
  }
}

export function presentChecker(
  company: CompanyRow,
  row: CheckerRow | undefined,
  locale: AppLocale,
): CheckerResource {
  const stored = row?.credentials ?? {}
  return {
    company_id: company.id,
    template: row ? templateOf(row) : null,
    credentials_set: {
      username: stored.username !== undefined,
      password: stored.password !== undefined,
      api_key: stored.api_key !== undefined,
    },
    reported: presentReported(row),
    last_error: row?.lastError ? problemText(row.lastError, locale) : null,
    last_attempt_at: row?.lastAttemptAt?.toISOString() ?? null,
  }
}
