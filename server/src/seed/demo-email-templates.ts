import { type EmailTemplateFormat, templateVariables } from '../../../src/contract/email-template'
import { emailTemplates } from '../db/schema'
import { compileTemplate } from '../domain/email-templates/compile'
import { daysAgo, type SeedStep } from './context'

const welcomeMjml = `<mjml>
  <mj-body background-color="#f4f4f5">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">Welcome aboard, {{first_name}}!</mj-text>
        <mj-text>Thanks for joining us. Reply to this mail or call us at any time: a person answers.</mj-text>
        <mj-button href="https://example.com/start" background-color="#16a34a">Get started</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`

const reminderHtml = `<div style="font-family: sans-serif">
  <p>Hello {{first_name}} {{last_name}},</p>
  <p>We have not heard from you in a while. Your offer is still waiting for you.</p>
  <p><a href="https://example.com/offer">See the offer</a></p>
</div>`

const templates: { name: string; subject: string; format: EmailTemplateFormat; body: string }[] = [
  { name: 'Welcome', subject: 'Welcome, {{first_name}}', format: 'mjml', body: welcomeMjml },
  {
    name: 'We miss you',
    subject: '{{first_name}}, your offer is waiting',
    format: 'html',
    body: reminderHtml,
  },
]

/** Two email templates, one in MJML and one in HTML, for the send-email node to pick. */
export const demoEmailTemplatesStep: SeedStep = {
  name: 'email templates',
  async run(context) {
    for (const [index, template] of templates.entries()) {
      const compiled = await compileTemplate(template.format, template.body)
      const at = daysAgo(context, 20 - index * 5)
      await context.db.insert(emailTemplates).values({
        teamId: context.teamId,
        name: template.name,
        subject: template.subject,
        format: template.format,
        ...compiled,
        variables: templateVariables(template.subject, compiled.body),
        createdAt: at,
        updatedAt: at,
      })
    }
  },
}
