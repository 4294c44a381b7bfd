import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createTelephonySimulator } from '../../server/src/adapters/telephony/simulator'
import {
  automationVersions,
  emailSends,
  mailMessages,
  voiceCalls,
} from '../../server/src/db/schema'
import { emailSendTask } from '../../server/src/domain/email-templates/sender'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { edge, node } from '../support/automationGraph'
import { type Call, storeContact } from './support/audience'
import {
  activeAutomation,
  enter,
  journeyOf,
  testAutomationEngine,
} from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { samplePhone } from './support/resource-samples'
import { backends, type TestServer, useTestServer } from './support/test-server'

const waitLong = { timeout: 20_000, interval: 50 }

/** trigger (the tag given) → the node → end. */
const through = (
  tag: string,
  kind: 'send_email' | 'start_call',
  settings: Record<string, unknown>,
) =>
  ({
    nodes: [
      node('t', 'trigger', { event: 'tag_added', tag }),
      node('n', kind, settings),
      node('e', 'end'),
    ],
    edges: [edge('t', 'n'), edge('n', 'e')],
  }) satisfies AutomationGraph

async function created(call: Call, path: string, body: unknown): Promise<string> {
  const response = await call('POST', path, body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.id
}

/** The number a start-call node calls from, in these tests. */
const callerNumber = samplePhone(9_100)

/** The calls an automation queued or placed. */
const callsOf = (server: TestServer, automationId: string) =>
  server.db.select().from(voiceCalls).where(eq(voiceCalls.automationId, automationId))

const mailsTo = (server: TestServer, to: string) =>
  server.db.select().from(mailMessages).where(eq(mailMessages.to, to))

/** The failure words of the journey's last step, which must have failed at `n`. */
async function failureOf(server: TestServer, automationId: string, contactId: string) {
  const journey = await journeyOf(server, automationId, contactId)
  expect(journey?.state).toBe('failed')
  const step = journey?.steps.at(-1)
  expect(step).toMatchObject({ nodeId: 'n', outcome: 'failed' })
  return step?.errorWords
}

describe.each(backends)('automations’ email and call nodes on %s', (backend) => {
  const server = useTestServer(backend, {
    telephony: createTelephonySimulator({
      msPerSecond: 2,
      odds: { answered: 1, voicemail: 0, 'no-answer': 0, busy: 0, failed: 0 },
    }),
  })

  it('sends the template filled for the contact into the local mailbox, once', async () => {
    const team = await campaignTeam(server)
    const templateId = await created(team.call, 'email-templates', {
      name: 'Welcome',
      subject: 'Welcome, {{first_name}}',
      format: 'html',
      body: '<p>Hi {{first_name}} {{last_name}}</p>',
    })
    const automationId = await activeAutomation(
      team.call,
      through('Mail', 'send_email', { template_id: templateId }),
    )
    const ada = await storeContact(team.call, 41, {
      first_name: 'Ada',
      last_name: 'O’Brien & <Sons>',
      email: 'ada@example.test',
    })
    const nobody = await storeContact(team.call, 42, { first_name: 'No mail' })
    const gone = await storeContact(team.call, 46, {
      email: 'unsubscribed@example.test',
      status: 'unsubscribed',
    })
    await enter(server, team.teamId, { event: 'tag_added', tag: 'mail' }, [
      ada.id,
      nobody.id,
      gone.id,
    ])
    await testAutomationEngine(server).drain()

    expect((await journeyOf(server, automationId, ada.id))?.state).toBe('completed')
    await vi.waitFor(
      async () => expect(await mailsTo(server, 'ada@example.test')).toHaveLength(1),
      waitLong,
    )
    const [mail] = await mailsTo(server, 'ada@example.test')
    expect(mail).toMatchObject({ subject: 'Welcome, Ada', text: 'Hi Ada O’Brien & <Sons>' })
    expect(mail?.html).toBe('<p>Hi Ada O’Brien &amp; &lt;Sons&gt;</p>')
    const words = await failureOf(server, automationId, nobody.id)
    expect(words?.en).toBe('The contact has no email address, so the email was not sent.')
    expect(words?.ar).toContain('بريد')
    expect(words?.fa).toContain('ایمیل')
    expect((await failureOf(server, automationId, gone.id))?.en).toBe(
      'The contact does not receive messages now (status unsubscribed).',
    )
    expect(await mailsTo(server, 'unsubscribed@example.test')).toEqual([])

    // A sender that died after handing the mail over and before marking it sent: once its lease
    // is over the mail is handed over again, and the mailbox keeps it once.
    const [queued] = await server.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.automationId, automationId))
    expect(queued).toMatchObject({ status: 'sent', attempts: 1, to: 'ada@example.test' })
    await server.db
      .update(emailSends)
      .set({ status: 'queued', leaseUntil: null })
      .where(eq(emailSends.id, queued?.id ?? ''))
    await server.deps.work.settled()
    await emailSendTask(server.deps).runOnce(new AbortController().signal)
    const [again] = await server.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.id, queued?.id ?? ''))
    expect(again).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await mailsTo(server, 'ada@example.test')).toHaveLength(1)
  })

  it('fails on a template deleted since publishing, and refuses to publish it again', async () => {
    const team = await campaignTeam(server)
    const templateId = await created(team.call, 'email-templates', {
      name: 'Short-lived',
      subject: 'Hi',
      format: 'html',
      body: '<p>Hi</p>',
    })
    const graph = through('Gone', 'send_email', { template_id: templateId })
    const automationId = await activeAutomation(team.call, graph)
    expect((await team.call('DELETE', `email-templates/${templateId}`)).status).toBe(200)
    const contact = await storeContact(team.call, 43, { email: 'gone@example.test' })
    await enter(server, team.teamId, { event: 'tag_added', tag: 'gone' }, [contact.id])
    await testAutomationEngine(server).drain()
    expect((await failureOf(server, automationId, contact.id))?.en).toBe(
      'The email template was deleted, so the email was not sent.',
    )
    const republished = await team.call('POST', `automations/${automationId}/publish`, {})
    expect(republished.status).toBe(422)
    expect(Object.keys(republished.body.errors)).toEqual(['nodes.n.template_id'])
  })

  it('places the agent’s call to the contact from the node’s number, and its end enters call_ended automations', async () => {
    const team = await campaignTeam(server)
    const agentId = await created(team.call, 'voice/agents', { name: 'Ava', language: 'en' })
    // A voice campaign with another number: the node's own number wins.
    await created(team.call, 'voice/campaigns', {
      name: 'Outbound',
      caller_numbers: [samplePhone(9_200)],
    })
    const caller = await activeAutomation(
      team.call,
      through('Call', 'start_call', { agent_id: agentId, caller_number: callerNumber }),
      { name: 'Caller' },
    )
    const followUp = await activeAutomation(
      team.call,
      {
        nodes: [
          node('t', 'trigger', { event: 'call_ended', outcome: 'answered' }),
          node('e', 'end'),
        ],
        edges: [edge('t', 'e')],
      },
      { name: 'After the call' },
    )
    const contact = await storeContact(team.call, 44, { first_name: 'Cal' })
    await enter(server, team.teamId, { event: 'tag_added', tag: 'call' }, [contact.id])
    await testAutomationEngine(server).drain()
    expect((await journeyOf(server, caller, contact.id))?.state).toBe('completed')
    await vi.waitFor(async () => {
      const calls = await server.db
        .select()
        .from(voiceCalls)
        .where(and(eq(voiceCalls.automationId, caller), eq(voiceCalls.contactId, contact.id)))
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatchObject({
        teamId: team.teamId,
        campaignId: null,
        agentId,
        fromNumber: callerNumber,
        toNumber: contact.phone,
        status: 'completed',
        outcome: 'answered',
      })
    }, waitLong)
    expect(await journeyOf(server, followUp, contact.id)).not.toBeNull()
  })

  it('fails the call of an agent deleted since publishing', async () => {
    const team = await campaignTeam(server)
    const agentId = await created(team.call, 'voice/agents', { name: 'Brief', language: 'en' })
    const automationId = await activeAutomation(
      team.call,
      through('Ring', 'start_call', { agent_id: agentId, caller_number: callerNumber }),
    )
    expect((await team.call('DELETE', `voice/agents/${agentId}`)).status).toBe(200)
    const contact = await storeContact(team.call, 45)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'ring' }, [contact.id])
    await testAutomationEngine(server).drain()
    const words = await failureOf(server, automationId, contact.id)
    expect(words?.en).toBe('The voice agent was deleted, so the call was not started.')
    expect(words?.fa).toContain('تماس')
    const calls = await server.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.automationId, automationId))
    expect(calls).toEqual([])
  })

  it('refuses to publish a call node without a caller number, on its field', async () => {
    const team = await campaignTeam(server)
    const agentId = await created(team.call, 'voice/agents', { name: 'Nemo', language: 'en' })
    const automationId = await created(team.call, 'automations', {
      name: 'No number',
      graph: through('Dial', 'start_call', { agent_id: agentId }),
    })
    const refused = await team.call('POST', `automations/${automationId}/publish`, {})
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      'nodes.n.caller_number': ['The caller number field is required.'],
    })
  })

  it('runs a version published before call nodes had a number: from the team’s voice campaign’s number, else failed', async () => {
    const team = await campaignTeam(server)
    const agentId = await created(team.call, 'voice/agents', { name: 'Olde', language: 'en' })
    const automationId = await activeAutomation(
      team.call,
      through('Olde', 'start_call', { agent_id: agentId, caller_number: callerNumber }),
    )
    // As such a version was stored: the node without the setting.
    await server.db
      .update(automationVersions)
      .set({ graph: through('Olde', 'start_call', { agent_id: agentId }) })
      .where(eq(automationVersions.automationId, automationId))
    const first = await storeContact(team.call, 46)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'olde' }, [first.id])
    await testAutomationEngine(server).drain()
    const words = await failureOf(server, automationId, first.id)
    expect(words?.en).toBe(
      "The call node has no caller number and the team's voice campaigns have none, so the call was not started.",
    )
    expect(await callsOf(server, automationId)).toEqual([])

    const campaignNumber = samplePhone(9_300)
    await created(team.call, 'voice/campaigns', {
      name: 'Old way',
      caller_numbers: [campaignNumber],
    })
    const second = await storeContact(team.call, 47)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'olde' }, [second.id])
    await testAutomationEngine(server).drain()
    expect((await journeyOf(server, automationId, second.id))?.state).toBe('completed')
    const calls = await callsOf(server, automationId)
    expect(calls.map(({ contactId, fromNumber }) => ({ contactId, fromNumber }))).toEqual([
      { contactId: second.id, fromNumber: campaignNumber },
    ])
  })
})
