import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tlvTags } from '../../server/src/adapters/carrier/smpp/bodies'
import { gsm7Units } from '../../server/src/adapters/carrier/smpp/gsm7'
import { inboundMessageParts, inboundMessages } from '../../server/src/db/schema'
import { storeInboundPart } from '../../server/src/domain/inbound-sms/parts'
import { inboundSms } from '../../src/contract/constants'
import { storeContact } from './support/audience'
import { activeAutomation } from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { type FakeSmsc, startFakeSmsc } from './support/fake-smsc'
import { journeysOf, repliedWith, sent } from './support/inbound'
import { backends, startTestServer, type TestServer } from './support/test-server'

const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16()
const septets = (text: string) => Buffer.from((gsm7Units(text) ?? []).flat())
/** A user data header with an 8-bit concatenation reference. */
const udh = (reference: number, total: number, index: number) =>
  Buffer.of(0x05, 0x00, 0x03, reference, total, index)

/** Issue 16: each part of a long reply is stored before it is answered, the message once. */
describe.each(backends)(
  'a long reply over SMPP, its parts stored as they come, on %s',
  (backend) => {
    let smsc: FakeSmsc
    let server: TestServer
    beforeAll(async () => {
      smsc = await startFakeSmsc({ systemId: 'switchboard', password: 'pw' })
      server = await startTestServer(backend, { env: { SMPP_URL: smsc.url() } })
    })
    afterAll(async () => {
      await server?.stop()
      await smsc?.stop()
    })

    const bound = () =>
      vi.waitFor(() => expect(smsc.boundConnections()).toBe(1), { timeout: 10_000 })
    const repliesFrom = (phone: string) =>
      server.db.select().from(inboundMessages).where(eq(inboundMessages.fromNumber, phone))
    /** The parts waiting, by the number as the SMSC writes it (without its plus). */
    const partsFrom = (phone: string) =>
      server.db
        .select({ index: inboundMessageParts.partIndex })
        .from(inboundMessageParts)
        .where(eq(inboundMessageParts.fromNumber, phone.slice(1)))

    it('joins parts heard on both sides of a restart, out of order and twice, into one message', async () => {
      const team = await campaignTeam(server)
      const phone = '+4915112345601'
      const contact = await storeContact(team.call, 0, { phone })
      await sent(server, team, phone, { contactId: contact.id })
      const onInfo = await activeAutomation(team.call, repliedWith('info'))
      const text = 'INFO سلام 👋 Ada, call me back'
      const octets = ucs2(text)
      // Three parts; the second cut falls inside the emoji's surrogate pair (octets 20 to 23).
      const bodies = [octets.subarray(0, 10), octets.subarray(10, 22), octets.subarray(22)]
      const offer = (index: 1 | 2 | 3) =>
        smsc.mobileOriginated({
          source: phone.slice(1),
          destination: 'ACME',
          dataCoding: 8,
          esmClass: 0x40,
          octets: Buffer.concat([udh(0x42, 3, index), bodies[index - 1] as Buffer]),
        })
      const answered = async (index: 1 | 2 | 3) => {
        const [answer] = await offer(index)
        expect(answer?.status).toBe(0)
        await server.deps.inboundSms.settled()
      }

      await bound()
      await answered(3)
      await answered(1)
      expect(await partsFrom(phone)).toHaveLength(2)
      expect(await repliesFrom(phone)).toEqual([])

      // A process that dies between two parts: what it acknowledged is in the table.
      await server.restart()
      await bound()
      await answered(1)
      expect(await partsFrom(phone)).toHaveLength(2)
      await answered(2)
      expect(await repliesFrom(phone)).toMatchObject([
        { teamId: team.teamId, contactId: contact.id, text },
      ])
      expect(await partsFrom(phone)).toEqual([])

      // The last part offered again (this side died before answering it): nothing more.
      await answered(2)
      await answered(3)
      expect(await repliesFrom(phone)).toHaveLength(1)
      expect(await partsFrom(phone)).toEqual([])
      expect(await journeysOf(server, onInfo)).toEqual([{ contactId: contact.id }])
    })

    it('stores a message once when its parts, and a part twice, are stored at the same moment', async () => {
      const team = await campaignTeam(server)
      const phone = '+4915112345603'
      const contact = await storeContact(team.call, 0, { phone })
      await sent(server, team, phone, { contactId: contact.id })
      const onInfo = await activeAutomation(team.call, repliedWith('info'))
      const halves = ['INFO please, ', 'both halves at once']
      // Each in its own transaction (on PostgreSQL each on its own connection), as two
      // processes bound to the carrier would store them.
      const store = (index: 1 | 2) =>
        storeInboundPart(server.db, {
          carrierMessageId: 'smpp-mo-race',
          from: phone.slice(1),
          fromNumbering: 'international',
          to: 'ACME',
          text: halves[index - 1] as string,
          at: server.deps.clock(),
          part: {
            setKey: JSON.stringify([phone.slice(1), 'ACME', 9, 2]),
            index,
            total: 2,
            dataCoding: 0,
            octets: septets(halves[index - 1] as string),
          },
        })
      const stored = await Promise.all([store(1), store(2), store(2), store(1)])
      expect(stored.filter((outcome) => outcome.fresh)).toHaveLength(1)
      expect(await repliesFrom(phone)).toMatchObject([
        { teamId: team.teamId, contactId: contact.id, text: halves.join('') },
      ])
      expect(await partsFrom(phone)).toEqual([])
      expect(await journeysOf(server, onInfo)).toEqual([{ contactId: contact.id }])
    })

    it(`stores what came of a set whose last part never comes, ${inboundSms.incompleteSetExpiryMs / 60_000} minutes on`, async () => {
      const phone = '+4915112345602'
      const offer = (reference: number, index: number, words: string) =>
        smsc.mobileOriginated({
          source: phone.slice(1),
          destination: 'ACME',
          dataCoding: 0,
          octets: septets(words),
          tlvs: new Map([
            [tlvTags.sarMsgRefNum, Buffer.of(0x00, reference)],
            [tlvTags.sarTotalSegments, Buffer.of(2)],
            [tlvTags.sarSegmentSeqnum, Buffer.of(index)],
          ]),
        })
      await bound()
      await offer(7, 2, ' and the rest')
      await offer(8, 1, 'Only the first half')
      await server.deps.inboundSms.settled()
      server.advanceClock(inboundSms.incompleteSetExpiryMs / 2)
      await offer(7, 1, 'Both halves')
      await server.deps.inboundSms.settled()
      expect(await repliesFrom(phone)).toMatchObject([{ text: 'Both halves and the rest' }])

      server.deps.work.kick()
      await server.deps.work.settled()
      expect(await repliesFrom(phone)).toHaveLength(1)
      server.advanceClock(inboundSms.incompleteSetExpiryMs / 2 + 60_000)
      server.deps.work.kick()
      await server.deps.work.settled()
      expect((await repliesFrom(phone)).map((reply) => reply.text).sort()).toEqual([
        'Both halves and the rest',
        'Only the first half',
      ])
      expect(await partsFrom(phone)).toEqual([])
    })
  },
)
