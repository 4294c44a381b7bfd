import { eq } from 'drizzle-orm'
import type { OnboardingRequest } from '../../../../src/contract/onboarding'
import type { Database } from '../../db/connect'
import { users } from '../../db/schema'

/** PUT teams/onboarding: keeps the answers and marks the onboarding complete. */
export async function saveOnboarding(
  db: Database,
  userId: string,
  input: OnboardingRequest,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      profile: {
        company: input.company,
        country: input.country,
        phone: input.phone ?? null,
        use_case: input.use_case || null,
        completed_at: now.toISOString(),
      },
    })
    .where(eq(users.id, userId))
}
