import { expect } from 'vitest'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleSnapshot,
  refusalOf,
} from '../../../src/machines/campaignLifecycle'
import { refusalText } from '../../../src/messages/campaigns/refusal'
import type { ApiResponse } from './test-server'

/** A refusal: a 4xx with a JSON message, and for 422 the errors of the fields. */
export function expectRefusal(response: ApiResponse): void {
  const shown = JSON.stringify(response.body)?.slice(0, 300)
  expect(response.status, shown).toBeGreaterThanOrEqual(400)
  expect(response.status, shown).toBeLessThan(500)
  expect(response.body?.message, shown).toEqual(expect.any(String))
  if (response.status === 422) expect(response.body.errors).toEqual(expect.any(Object))
}

/** What the server says when the lifecycle refuses `event` after `snapshot` (null if taken). */
export function lifecycleRefusalText(
  snapshot: CampaignLifecycleSnapshot,
  event: CampaignLifecycleEvent,
): string | null {
  const code = refusalOf(snapshot, event)
  return code === null ? null : refusalText(code, snapshot, event, 'en')
}
