import { expect } from 'vitest'
import type { ApiResponse } from './test-server'

/** A refusal: a 4xx with a JSON message, and for 422 the errors of the fields. */
export function expectRefusal(response: ApiResponse): void {
  const shown = JSON.stringify(response.body)?.slice(0, 300)
  expect(response.status, shown).toBeGreaterThanOrEqual(400)
  expect(response.status, shown).toBeLessThan(500)
  expect(response.body?.message, shown).toEqual(expect.any(String))
  if (response.status === 422) expect(response.body.errors).toEqual(expect.any(Object))
}
