import { smppConnections } from '../db/schema'
import { daysAgo, type SeedStep } from './context'

/**
 * Beside the built-in simulator (made with the team), one vendor connection that cannot bind:
 * nothing listens on its port, so the connection manager keeps it down with the network's own
 * error, as the screen shows a broken vendor link. It has no password: the seed has no
 * application key to seal one with (the owner can set it on the screen).
 */
export const demoSmppConnectionsStep: SeedStep = {
  name: 'demo SMPP connections',
  async run(context) {
    const since = daysAgo(context, 0.1)
    await context.db.insert(smppConnections).values({
      teamId: context.teamId,
      name: 'Northwind SMS (primary)',
      host: '127.0.0.1',
      port: 2776,
      systemId: 'switchboard01',
      systemType: 'VMA',
      tps: 30,
      window: 10,
      status: 'down',
      statusError: 'SMPP: connect ECONNREFUSED 127.0.0.1:2776',
      statusSince: since,
      createdAt: daysAgo(context, 3),
      updatedAt: daysAgo(context, 3),
    })
  },
}
