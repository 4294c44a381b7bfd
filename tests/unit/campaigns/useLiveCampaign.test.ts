import { act, renderHook } from '@testing-library/react'
import { NEVER } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { useLiveCampaign } from '../../../src/views/campaigns/detail/useLiveCampaign'
import { campaignOf } from './campaignSample'

vi.mock('../../../src/views/campaigns/detail/campaignsApi', () => ({
  campaignLifecycleEvents: () => NEVER,
  smsCampaignsApi: { show: vi.fn() },
}))

describe('the campaign the page shows', () => {
  it("takes a save's answer, so what it lacks is what the save said, and keeps the later edit", () => {
    const loaded = campaignOf({
      missing: ['recipients', 'a sender id'],
      updated_at: '2026-11-25T10:00:00.000Z',
    })
    const { result } = renderHook(() => useLiveCampaign(loaded))
    expect(result.current.campaign.missing).toEqual(['recipients', 'a sender id'])
    act(() =>
      result.current.keep({
        ...loaded,
        missing: ['recipients'],
        updated_at: '2026-11-25T10:01:00.000Z',
      }),
    )
    expect(result.current.campaign.missing).toEqual(['recipients'])
    act(() => result.current.keep(loaded))
    expect(result.current.campaign.missing).toEqual(['recipients'])
  })
})
