import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { SmsCampaignUpdateRequest } from '../../../../src/contract/sms-campaign'
import { campaignWizardMachine, type SaveOutcome } from '../../../../src/machines/campaignWizard'
import { ScheduleStep } from '../../../../src/views/campaigns/wizard/ScheduleStep'
import { campaignOf } from '../campaignSample'

const plans = vi.hoisted(() => ({ list: vi.fn() }))
vi.mock('../../../../src/views/campaigns/wizard/wizardApis', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  routingPlansApi: plans,
}))

const plan = (id: string, name: string, isDefault: boolean) => ({
  id,
  name,
  description: '',
  is_default: isDefault,
  rule_count: 1,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
})

const refusal: SaveOutcome = {
  ok: false,
  status: 422,
  validation: {
    message: 'The throttle per minute field must be at least 1. (and 1 more error)',
    errors: {
      throttle_per_minute: ['The throttle per minute field must be at least 1.'],
      'quiet_hours.end': ['The quiet hours must end at another time than they start.'],
    },
  },
}

const wizardAt = (
  campaign = campaignOf(),
  save = async (_: {
    input: { id: string; request: SmsCampaignUpdateRequest }
  }): Promise<SaveOutcome> => refusal,
) =>
  createActor(
    campaignWizardMachine.provide({
      actors: {
        save: fromPromise<SaveOutcome, { id: string; request: SmsCampaignUpdateRequest }>(save),
      },
    }),
    { input: { campaign, step: 'schedule', defaultZone: 'UTC' } },
  ).start()

describe('the schedule step', { timeout: 20_000 }, () => {
  beforeEach(() => {
    plans.list.mockReset()
    plans.list.mockResolvedValue({
      ok: true,
      data: {
        data: [plan('p1', 'Default', true), plan('p2', 'Two routes', false)],
        meta: { total: 2, page: 1, per_page: 100, last_page: 1 },
      },
    })
  })

  it("offers the team's default plan by name, saves a chosen plan, and shows a 422 at the picker", async () => {
    const user = userEvent.setup()
    const sent: SmsCampaignUpdateRequest[] = []
    const actor = wizardAt(campaignOf(), async ({ input }) => {
      sent.push(input.request)
      return {
        ok: false,
        status: 422,
        validation: {
          message: 'The routing plan was not found.',
          errors: { routing_plan_id: ['The routing plan was not found.'] },
        },
      }
    })
    render(<ScheduleStep actor={actor} />)
    const picker = await screen.findByRole('button', { name: /Team default \(Default\)/ })
    await user.click(picker)
    await user.click(screen.getByRole('option', { name: 'Two routes' }))
    expect(actor.getSnapshot().context.draft.routing_plan_id).toBe('p2')
    await act(async () => {
      actor.send({ type: 'wizard.save' })
    })
    expect(sent[0]?.routing_plan_id).toBe('p2')
    expect(screen.getByText('The routing plan was not found.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Two routes/ }))
    await user.click(screen.getByRole('option', { name: 'Team default (Default)' }))
    expect(actor.getSnapshot().context.draft.routing_plan_id).toBeNull()
    expect(screen.queryByText('The routing plan was not found.')).toBeNull()
  })

  it('says when the plans could not be read, and reads them again on retry', async () => {
    const user = userEvent.setup()
    const answer = plans.list.getMockImplementation()
    plans.list.mockResolvedValueOnce({ ok: false, status: 503, error: { message: 'Down.' } })
    render(<ScheduleStep actor={wizardAt()} />)
    expect(await screen.findByText('The routing plans could not be loaded')).toBeTruthy()
    plans.list.mockImplementation(answer ?? (() => undefined))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: /Team default \(Default\)/ })).toBeTruthy()
  })

  it('previews the next sends of a recurring schedule, moved past quiet hours', () => {
    const actor = wizardAt(
      campaignOf({
        schedule: { kind: 'recurring', days: ['mon', 'wed'], times: ['23:30'] },
        time_zone: 'Europe/Berlin',
        quiet_hours: { start: '22:00', end: '08:00' },
      }),
    )
    render(<ScheduleStep actor={actor} />)
    const sends = within(screen.getByTestId('next-sends')).getAllByRole('listitem')
    expect(sends).toHaveLength(5)
    for (const send of sends) expect(send.textContent).toMatch(/^(Monday|Wednesday).*quiet hours/)
    expect(screen.getByRole('heading', { name: 'Next sends (Europe/Berlin)' })).toBeTruthy()
  })

  it("shows the server's messages at the throttle and quiet hours, keeping what was typed", async () => {
    const user = userEvent.setup()
    const actor = wizardAt()
    render(<ScheduleStep actor={actor} />)
    await user.type(screen.getByRole('textbox', { name: 'Messages a minute' }), '0')
    await user.click(screen.getByRole('checkbox', { name: 'Hold messages during quiet hours' }))
    act(() =>
      actor.send({ type: 'wizard.change', patch: { quietStart: '22:00', quietEnd: '22:00' } }),
    )
    await act(async () => {
      actor.send({ type: 'wizard.save' })
    })
    const throttle = screen.getByRole('textbox', { name: 'Messages a minute' })
    expect(throttle.getAttribute('aria-invalid')).toBe('true')
    expect((throttle as HTMLInputElement).value).toBe('0')
    expect(screen.getByText('The throttle per minute field must be at least 1.')).toBeTruthy()
    expect(
      screen.getByText('The quiet hours must end at another time than they start.'),
    ).toBeTruthy()
    expect((screen.getByLabelText('Until') as HTMLInputElement).value).toBe('22:00')
    await user.type(throttle, '0')
    expect(screen.queryByText('The throttle per minute field must be at least 1.')).toBeNull()
  })

  it('lists the days of a recurring schedule and sends the times as typed', async () => {
    const user = userEvent.setup()
    const actor = wizardAt(
      campaignOf({ schedule: { kind: 'recurring', days: ['fri'], times: [] } }),
    )
    render(<ScheduleStep actor={actor} />)
    await user.type(screen.getByRole('textbox', { name: 'Times' }), '09:00, 18:30')
    expect(actor.getSnapshot().context.draft.times).toEqual(['09:00', '18:30'])
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }))
    expect(actor.getSnapshot().context.draft.days).toEqual(['mon', 'fri'])
  })
})
