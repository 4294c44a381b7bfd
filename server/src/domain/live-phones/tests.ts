import { and, desc, eq, lte, sql } from 'drizzle-orm'
import { livePhoneLimits } from '../../../../src/contract/constants'
import {
  arrivalVerdict,
  type LiveHandsetReport,
  type LiveTestRequest,
  type LiveTestStep,
  silentVerdict,
} from '../../../../src/contract/live-phone'
import type { DeliveryReceipt } from '../../adapters/carrier/carrier'
import type { Database } from '../../db/connect'
import {
  livePhones,
  liveReceivedSms,
  liveStatusLogs,
  liveTests,
  smppConnections,
  smsRoutes,
} from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { NotBound } from '../smpp-connections/manager'
import { type LivePhoneRow, type LiveTestRow, newTestCode } from './present'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'smppConnections'>

async function log(
  db: Database,
  test: Pick<LiveTestRow, 'id' | 'teamId' | 'phoneId'>,
  step: LiveTestStep,
  at: Date,
  detail: string | null = null,
) {
  await db
    .insert(liveStatusLogs)
    .values({ teamId: test.teamId, phoneId: test.phoneId, testId: test.id, step, detail, at })
}

/**
 * Sends one test message to a live phone through one of the team's routes, by the route's
 * connection (the team's simulator when it names none), as `smpp-connections/:id/test-sms`
 * does. The text carries the test's code. A refusal (the vendor's, or a connection that is not
 * bound) settles the test as not delivered; its log says why.
 */
export async function sendLiveTest(
  deps: Deps,
  phone: LivePhoneRow,
  request: Required<LiveTestRequest>,
): Promise<LiveTestRow> {
  const { db } = deps
  const [route] = await db
    .select()
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, phone.teamId), eq(smsRoutes.id, request.route_id)))
  if (!route) throw ValidationError.field('route_id', 'livePhone.unknownRoute')
  const [connection] = await db
    .select()
    .from(smppConnections)
    .where(
      and(
        eq(smppConnections.teamId, phone.teamId),
        route.connectionId
          ? eq(smppConnections.id, route.connectionId)
          : eq(smppConnections.kind, 'simulator'),
      ),
    )
  if (!connection) throw ValidationError.field('route_id', 'livePhone.unknownRoute')
  const code = newTestCode()
  const now = deps.clock()
  const [test] = await db
    .insert(liveTests)
    .values({
      teamId: phone.teamId,
      phoneId: phone.id,
      routeId: route.id,
      routeName: route.name,
      vendorName: route.vendorName,
      connectionId: connection.id,
      code,
      sender: request.sender,
      text: `${request.text} ${code}`,
      deadlineAt: new Date(now.getTime() + livePhoneLimits.arrivalTimeoutMs),
      createdAt: now,
    })
    .returning()
  if (!test) throw new Error('The test was not stored')
  await log(db, test, 'queued', now)
  const outcome = await submit(deps, connection, {
    to: phone.phoneNumber,
    from: test.sender,
    body: test.text,
  })
  if (!outcome.accepted) {
    await log(db, test, 'refused', deps.clock(), outcome.error)
    return settle(db, test, 'not_delivered')
  }
  const [submitted] = await db
    .update(liveTests)
    .set({ messageId: outcome.message_id })
    .where(eq(liveTests.id, test.id))
    .returning()
  await log(db, test, 'submitted', deps.clock(), outcome.message_id)
  return submitted ?? test
}

async function submit(
  deps: Deps,
  connection: typeof smppConnections.$inferSelect,
  message: { to: string; from: string; body: string },
) {
  try {
    return await deps.smppConnections.testSms(connection, message)
  } catch (error) {
    if (!(error instanceof NotBound)) throw error
    return { accepted: false as const, error: error.message }
  }
}

async function settle(db: Database, test: LiveTestRow, verdict: LiveTestRow['verdict']) {
  const [row] = await db
    .update(liveTests)
    .set({ verdict })
    .where(eq(liveTests.id, test.id))
    .returning()
  return row ?? test
}

/**
 * A test message's receipt (the connection manager's `onTestReceipt`): logged with its status;
 * a failed one settles a test nothing arrived for as not delivered. A receipt of a message that
 * is no live test is someone's test-sms and is left alone.
 */
export async function recordLiveReceipt(
  db: Database,
  receipt: DeliveryReceipt & { connectionId: string },
) {
  const [test] = await db
    .select()
    .from(liveTests)
    .where(
      and(
        eq(liveTests.connectionId, receipt.connectionId),
        eq(liveTests.messageId, receipt.carrierMessageId),
      ),
    )
  if (!test) return
  await db.update(liveTests).set({ receiptStatus: receipt.status }).where(eq(liveTests.id, test.id))
  await log(
    db,
    test,
    'receipt',
    receipt.at,
    receipt.error ? `${receipt.status}: ${receipt.error}` : receipt.status,
  )
  if (receipt.status === 'failed' && test.verdict === 'pending')
    await settle(db, test, 'not_delivered')
}

/**
 * What a handset's app reported: kept, and matched to the phone's test whose code the text
 * carries (the latest, should a vendor resend an old one); the test's verdict is then what
 * arrived against what was sent, even after its deadline (the log keeps both steps).
 */
export async function receiveReport(
  db: Database,
  phone: LivePhoneRow,
  report: LiveHandsetReport,
  now: Date,
) {
  const [test] = await db
    .select()
    .from(liveTests)
    .where(and(eq(liveTests.phoneId, phone.id), sql`strpos(${report.text}, ${liveTests.code}) > 0`))
    .orderBy(desc(liveTests.createdAt))
    .limit(1)
  const receivedAt = new Date(report.received_at)
  const [received] = await db
    .insert(liveReceivedSms)
    .values({
      teamId: phone.teamId,
      phoneId: phone.id,
      testId: test?.id ?? null,
      from: report.from,
      text: report.text,
      receivedAt,
      reportedAt: now,
    })
    .returning()
  await db
    .update(livePhones)
    .set({ lastSeenAt: now, updatedAt: sql`${livePhones.updatedAt}` })
    .where(eq(livePhones.id, phone.id))
  if (!test) return { received, test: null }
  const verdict = arrivalVerdict({
    sentSender: test.sender,
    sentText: test.text,
    receivedFrom: report.from,
    receivedText: report.text,
  })
  const [updated] = await db
    .update(liveTests)
    .set({ receivedFrom: report.from, receivedText: report.text, receivedAt, verdict })
    .where(eq(liveTests.id, test.id))
    .returning()
  await log(db, test, 'received', receivedAt, report.from)
  return { received, test: updated ?? test }
}

/**
 * Settles the team's tests whose deadline has passed with nothing arrived: a delivered receipt
 * with no report is a fake one; otherwise not delivered. Run before the tests are read, so the
 * verdict follows the clock without a timer.
 */
export async function settleOverdueTests(db: Database, teamId: string, now: Date) {
  const overdue = await db
    .select()
    .from(liveTests)
    .where(
      and(
        eq(liveTests.teamId, teamId),
        eq(liveTests.verdict, 'pending'),
        lte(liveTests.deadlineAt, now),
      ),
    )
  for (const test of overdue) {
    const verdict = silentVerdict(test.receiptStatus)
    const [settled] = await db
      .update(liveTests)
      .set({ verdict })
      .where(and(eq(liveTests.id, test.id), eq(liveTests.verdict, 'pending')))
      .returning({ id: liveTests.id })
    if (settled) await log(db, test, 'timed_out', test.deadlineAt, verdict)
  }
}
