import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { campaignWizardMachine } from '../../../../src/machines/campaignWizard'
import { RecipientsStep } from '../../../../src/views/campaigns/wizard/RecipientsStep'
import { campaignOf } from '../campaignSample'

const api = vi.hoisted(() => ({
  segments: vi.fn(),
  tags: vi.fn(),
  feeds: vi.fn(),
  audience: vi.fn(),
}))
vi.mock('../../../../src/views/lists/recordChoices', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  segmentsApi: { list: api.segments },
  tagsApi: { list: api.tags },
  feedsApi: { list: api.feeds },
}))
vi.mock('../../../../src/views/campaigns/wizard/wizardApis', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  campaignDraftsApi: { audience: api.audience },
}))

const page = <Row,>(data: Row[]) => ({
  ok: true,
  data: { data, meta: { total: data.length, page: 1, per_page: 100, last_page: 1 } },
})

describe('the recipients step', { timeout: 20_000 }, () => {
  // The pickers' lists are kept in the dictionary cache (local storage): each test reads afresh.
  beforeEach(() => localStorage.clear())

  it('chooses segments and tags by search and keeps the live audience count', async () => {
    const user = userEvent.setup()
    api.segments.mockResolvedValue(
      page([
        { id: 's1', name: 'Newsletter', contact_count: 120 },
        { id: 's2', name: 'Lapsed buyers', contact_count: null },
      ]),
    )
    api.tags.mockResolvedValue(page([{ id: 't1', name: 'vip', contact_count: 3 }]))
    api.feeds.mockResolvedValue(page([]))
    api.audience.mockImplementation(async ({ targets }) => ({
      ok: true,
      data: { count: targets.segment_ids.length * 100 + targets.tags.length * 3 },
    }))
    const actor = createActor(campaignWizardMachine, {
      input: { campaign: campaignOf(), step: 'recipients', defaultZone: 'UTC' },
    }).start()
    render(<RecipientsStep actor={actor} />)

    expect(await screen.findByText('The team has no feeds yet.')).toBeTruthy()
    await user.type(screen.getByRole('searchbox', { name: 'Search segments' }), 'news')
    expect(screen.queryByRole('option', { name: /Lapsed buyers/ })).toBeNull()
    await user.click(screen.getByRole('option', { name: /Newsletter/ }))
    await user.click(screen.getByRole('option', { name: /vip/ }))

    expect(actor.getSnapshot().context.draft.targets).toEqual({
      segment_ids: ['s1'],
      tags: ['vip'],
      feed_ids: [],
    })
    expect(actor.getSnapshot().hasTag('unsaved')).toBe(true)
    await waitFor(() =>
      expect(screen.getByTestId('audience-count').textContent).toBe('103 contacts now'),
    )
    // The choices settle before the count is asked: not once per click.
    expect(api.audience.mock.calls.length).toBeLessThanOrEqual(3)
  })

  it('says why a list could not be loaded and loads it again', async () => {
    const user = userEvent.setup()
    api.segments
      .mockResolvedValueOnce({ ok: false, status: 503, error: new Error('Service unavailable.') })
      .mockResolvedValueOnce(page([{ id: 's1', name: 'Newsletter', contact_count: 1 }]))
    api.tags.mockResolvedValue(page([]))
    api.feeds.mockResolvedValue(page([]))
    api.audience.mockResolvedValue({ ok: true, data: { count: 0 } })
    const actor = createActor(campaignWizardMachine, {
      input: { campaign: campaignOf(), step: 'recipients', defaultZone: 'UTC' },
    }).start()
    render(<RecipientsStep actor={actor} />)
    expect(await screen.findByText('Service unavailable.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('option', { name: /Newsletter/ })).toBeTruthy()
  })
})
