import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { emailTemplateLimits } from '../../../../src/contract/constants'
import { emailSends } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { BackgroundTask } from '../../work/background'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

const claimSize = 20

/**
 * Sends the mails automations queued (email_sends): claims a few (FOR UPDATE SKIP LOCKED) with
 * a lease, hands each to the mailer with its key after the claim is committed, and marks it
 * sent. A process that dies mid-send leaves its mails to the next claim once the lease runs
 * out; the mailer keeps one mail per key, so the one it had handed over is not kept twice.
 */
export function emailSendTask(deps: Deps): BackgroundTask {
  return {
    name: 'automation mails',
    async runOnce(signal) {
      if (signal.aborted) return false
      const now = deps.clock()
      const claimed = await deps.db.transaction(async (tx) => {
        const due = await tx
          .select({ id: emailSends.id })
          .from(emailSends)
          .where(
            and(
              eq(emailSends.status, 'queued'),
              or(isNull(emailSends.leaseUntil), lt(emailSends.leaseUntil, now)),
            ),
          )
          .orderBy(asc(emailSends.id))
          .limit(claimSize)
          .for('update', { skipLocked: true })
        if (due.length === 0) return []
        return tx
          .update(emailSends)
          .set({
            leaseUntil: new Date(now.getTime() + emailTemplateLimits.sendLeaseMs),
            attempts: sql`${emailSends.attempts} + 1`,
          })
          .where(
            inArray(
              emailSends.id,
              due.map((row) => row.id),
            ),
          )
          .returning()
      })
      for (const mail of claimed) {
        try {
          await deps.mailer.send({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            key: mail.submitKey,
          })
        } catch (error) {
          // Left queued under its lease: tried again once the lease runs out.
          console.error(`Automation mail ${mail.id} to ${mail.to} was not sent:`, error)
          continue
        }
        await deps.db
          .update(emailSends)
          .set({ status: 'sent', sentAt: deps.clock(), leaseUntil: null })
          .where(eq(emailSends.id, mail.id))
      }
      return claimed.length > 0
    },
  }
}
