import { eq } from 'drizzle-orm'
import { livePhoneLimits } from '../../../src/contract/constants'
import type { LiveTestStep, LiveTestVerdict } from '../../../src/contract/live-phone'
import {
  livePhones,
  liveReceivedSms,
  liveStatusLogs,
  liveTests,
  smppConnections,
  smsRoutes,
} from '../db/schema'
import { daysAgo, type SeedContext, type SeedStep } from './context'
import { type DemoRoute, demoRouteIds, demoRoutes } from './demo-routes'

interface DemoTest {
  route: DemoRoute
  code: string
  daysAgo: number
  receipt: 'delivered' | 'failed' | null
  /** What the handset reported; none: nothing arrived. */
  received?: { from: string; text: string }
  verdict: LiveTestVerdict
}

const sender = 'Acme'
const text = (code: string) => `Your Switchboard test ${code}`

/**
 * A live phone with a few tests through the demo routes, one of each kind of finding: the
 * simulator route replaces the sender id (demo-routes.ts), Acme Wholesale once delivers and once
 * says delivered with nothing arriving (a fake receipt), and Vendor A's connection is down.
 */
const demoTests: DemoTest[] = [
  {
    route: 'acme',
    code: 'K7QH2M',
    daysAgo: 2,
    receipt: 'delivered',
    received: { from: sender, text: text('K7QH2M') },
    verdict: 'delivered',
  },
  {
    route: 'simulator',
    code: 'P4XW9A',
    daysAgo: 1.5,
    receipt: 'delivered',
    received: { from: 'Switchboard', text: text('P4XW9A') },
    verdict: 'sender_changed',
  },
  { route: 'acme', code: 'R8TN3D', daysAgo: 1, receipt: 'delivered', verdict: 'fake_dlr' },
  { route: 'vendorA', code: 'B2JV6S', daysAgo: 0.5, receipt: null, verdict: 'not_delivered' },
]

async function connectionsOf(context: SeedContext) {
  const rows = await context.db
    .select({ id: smppConnections.id, kind: smppConnections.kind })
    .from(smppConnections)
    .where(eq(smppConnections.teamId, context.teamId))
  const routes = await context.db
    .select({ id: smsRoutes.id, connectionId: smsRoutes.connectionId })
    .from(smsRoutes)
    .where(eq(smsRoutes.teamId, context.teamId))
  const simulator = rows.find((row) => row.kind === 'simulator')?.id ?? ''
  return (routeId: string) =>
    routes.find((route) => route.id === routeId)?.connectionId ?? simulator
}

export const demoLivePhonesStep: SeedStep = {
  name: 'live phones',
  async run(context) {
    const { db, teamId } = context
    const routeIds = await demoRouteIds(context)
    const connectionOf = await connectionsOf(context)
    const [phone] = await db
      .insert(livePhones)
      .values({
        teamId,
        name: 'Pixel 8 (London)',
        phoneNumber: '+447400123456',
        country: 'GB',
        lastSeenAt: daysAgo(context, 0.01),
        createdAt: daysAgo(context, 10),
        updatedAt: daysAgo(context, 10),
      })
      .returning()
    if (!phone) return
    const minute = 60_000
    for (const demo of demoTests) {
      const sentAt = daysAgo(context, demo.daysAgo)
      const at = (minutes: number) => new Date(sentAt.getTime() + minutes * minute)
      const [test] = await db
        .insert(liveTests)
        .values({
          teamId,
          phoneId: phone.id,
          routeId: routeIds[demo.route],
          routeName: demoRoutes[demo.route].name,
          vendorName: demoRoutes[demo.route].vendorName,
          connectionId: connectionOf(routeIds[demo.route]),
          code: demo.code,
          sender,
          text: text(demo.code),
          messageId: demo.receipt ? `sim-demo-${demo.code.toLowerCase()}` : null,
          receiptStatus: demo.receipt,
          receivedFrom: demo.received?.from ?? null,
          receivedText: demo.received?.text ?? null,
          receivedAt: demo.received ? at(0.5) : null,
          verdict: demo.verdict,
          deadlineAt: new Date(sentAt.getTime() + livePhoneLimits.arrivalTimeoutMs),
          createdAt: sentAt,
        })
        .returning()
      if (!test) continue
      const steps: [LiveTestStep, Date, string | null][] = [['queued', sentAt, null]]
      if (demo.receipt) {
        steps.push(['submitted', at(0.05), test.messageId])
        steps.push(['receipt', at(0.3), demo.receipt])
      } else steps.push(['refused', at(0.05), 'The connection is down'])
      if (demo.received) steps.push(['received', at(0.5), demo.received.from])
      else if (demo.receipt === 'delivered')
        steps.push(['timed_out', test.deadlineAt, demo.verdict])
      for (const [step, stepAt, detail] of steps)
        await db
          .insert(liveStatusLogs)
          .values({ teamId, phoneId: phone.id, testId: test.id, step, detail, at: stepAt })
      if (demo.received)
        await db.insert(liveReceivedSms).values({
          teamId,
          phoneId: phone.id,
          testId: test.id,
          from: demo.received.from,
          text: demo.received.text,
          receivedAt: at(0.5),
          reportedAt: at(0.6),
        })
    }
  },
}
