import type { DayFigures, HomeSummary } from '../../../src/contract/home'

const quietDay = (day: string): DayFigures => ({
  day,
  sms: { sent: 0, delivered: 0, failed: 0, cost: '0.00' },
  calls: { placed: 0, answered: 0, failed: 0, minutes: 0, cost: '0.00' },
})

/** A team that has done nothing yet. */
export const newTeam: HomeSummary = {
  currency: 'EUR',
  time_zone: 'UTC',
  sending: [],
  today: quietDay('2026-11-25'),
  yesterday: quietDay('2026-11-24'),
  audience: {
    total: 0,
    growth: [
      { day: '2026-11-24', added: 0, total: 0 },
      { day: '2026-11-25', added: 0, total: 0 },
    ],
  },
  running: [],
  attention: [],
}

const ids = {
  sms: '00000000-0000-4000-8000-000000000001',
  voice: '00000000-0000-4000-8000-000000000002',
  failed: '00000000-0000-4000-8000-000000000003',
  file: '00000000-0000-4000-8000-000000000004',
  segment: '00000000-0000-4000-8000-000000000005',
}

/** A busy day: a campaign of each kind sending, traffic both days, work and trouble. */
export const busyDay: HomeSummary = {
  ...newTeam,
  sending: [
    {
      kind: 'sms',
      id: ids.sms,
      name: 'Spring sale',
      stats: {
        queued: 20,
        sent: 10,
        delivered: 7,
        failed: 1,
        cancelled: 0,
        rejected: 0,
        clicked: 0,
        replied: 0,
        cost: '0.45',
        revenue: '0.90',
      },
    },
    {
      kind: 'voice',
      id: ids.voice,
      name: 'Reminder calls',
      stats: {
        calls: 4,
        answered: 2,
        completed: 2,
        failed: 1,
        voicemail: 0,
        minutes: 3,
        cost: '0.48',
      },
    },
  ],
  today: {
    day: '2026-11-25',
    sms: { sent: 12, delivered: 9, failed: 2, cost: '0.54' },
    calls: { placed: 4, answered: 2, failed: 1, minutes: 3, cost: '0.48' },
  },
  yesterday: {
    day: '2026-11-24',
    sms: { sent: 8, delivered: 8, failed: 0, cost: '0.36' },
    calls: { placed: 4, answered: 3, failed: 1, minutes: 5, cost: '0.60' },
  },
  audience: {
    total: 3,
    growth: [
      { day: '2026-11-24', added: 1, total: 1 },
      { day: '2026-11-25', added: 2, total: 3 },
    ],
  },
  running: [
    { kind: 'import', id: ids.file, name: 'leads.csv', processed: 50, total: 200 },
    { kind: 'segmentCount', id: ids.segment, name: 'Active', processed: 10, total: 40 },
  ],
  attention: [
    {
      kind: 'failedCampaign',
      subject: 'sms',
      id: ids.failed,
      name: 'Broken route',
      at: '2026-11-25T08:00:00.000Z',
      reason: 'The carrier refused the bind.',
    },
    {
      kind: 'failedImport',
      subject: 'import',
      id: ids.file,
      name: 'old.csv',
      at: '2026-11-24T08:00:00.000Z',
      reason: null,
    },
  ],
}

export { ids as homeIds }
