import { and, eq } from 'drizzle-orm'
import { type NodeSettings, nextBranch } from '../../../../../src/contract/automation/graph'
import { fillMergeTags } from '../../../../../src/contract/email-template'
import { placeholderValues } from '../../../../../src/contract/sms-placeholders'
import { escapeHtml } from '../../../adapters/mail/escape-html'
import { emailSends, emailTemplates } from '../../../db/schema'
import { said } from '../../../http/words'
import { textOfHtml } from '../../email-templates/compile'
import type { NodeResult, Visit } from '../engine/nodes'
import { notReceiving } from '../engine/receiving'

/**
 * A send-email node: the template filled for the contact is queued in `email_sends`, keyed by
 * this step, in the batch's transaction; the mail sender (../../email-templates/sender.ts)
 * hands it to the mailer once it is committed. A step run again (its batch rolled back and
 * claimed anew) queues nothing twice.
 */
export async function runSendEmail(
  visit: Visit,
  settings: NodeSettings<'send_email'>,
): Promise<NodeResult> {
  const { contact, journey } = visit
  const refused = notReceiving(contact)
  if (refused) return refused
  if (!contact.email) return { fail: said('automation.engine.noEmailAddress') }
  const [template] = await visit.tx
    .select({ id: emailTemplates.id, subject: emailTemplates.subject, html: emailTemplates.html })
    .from(emailTemplates)
    .where(
      and(eq(emailTemplates.teamId, journey.teamId), eq(emailTemplates.id, settings.template_id)),
    )
  if (!template) return { fail: said('automation.engine.templateMissing') }
  const values = placeholderValues(contact)
  const html = fillMergeTags(template.html, values, escapeHtml)
  await visit.tx
    .insert(emailSends)
    .values({
      teamId: journey.teamId,
      automationId: journey.automationId,
      contactId: contact.id,
      templateId: template.id,
      submitKey: `automation-${visit.step.id}`,
      to: contact.email,
      subject: fillMergeTags(template.subject, values),
      html,
      text: textOfHtml(html),
      createdAt: visit.now,
    })
    .onConflictDoNothing()
  // Heard once this batch is over: the background loop runs its tasks again then.
  visit.deps.work.kick()
  return { leave: nextBranch }
}
