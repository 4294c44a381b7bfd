import { count, eq, sql } from 'drizzle-orm'
import { settings, users } from '../db/schema'
import type { AppDeps } from '../deps'
import { hashPassword } from '../domain/security/passwords'
import { randomToken } from '../domain/security/secrets'
import { seedDemoTeam } from './demo-team'
import { seedSteps } from './steps'

/** Written when the seed has run, so the seed never runs twice on one database. */
const seededKey = 'demo_seeded_at'
/** Serialises servers starting at once on one PostgreSQL (an arbitrary, fixed lock number). */
const seedLock = 7_240_311

export interface SeedResult {
  email: string
  password: string
  signInUrl: string
  /** The local mailbox, where a new account's verification mail waits (no SMTP_URL). */
  mailboxUrl: string
}

/**
 * On first start with an empty database (no user, never seeded): the demo team with its
 * verified owner and realistic demo data, in one transaction. Answers how to sign in, or null
 * when the database was not empty.
 */
export async function seedOnFirstStart(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'passwordCost'>,
): Promise<SeedResult | null> {
  const { email } = deps.config.seed
  // Made before the transaction: scrypt is slow and needs no lock.
  const password = deps.config.seed.password ?? randomToken().slice(0, 16)
  const passwordHash = await hashPassword(password, deps.passwordCost)
  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`)
    const [marker] = await tx.select().from(settings).where(eq(settings.key, seededKey))
    const [people] = await tx.select({ value: count() }).from(users)
    if (marker || (people?.value ?? 0) > 0) return false
    const now = deps.clock()
    const context = await seedDemoTeam(tx, { email, passwordHash }, now)
    for (const step of seedSteps) await step.run(context)
    await tx.insert(settings).values({ key: seededKey, value: now.toISOString() })
    return true
  })
  return seeded
    ? {
        email,
        password,
        signInUrl: `${deps.config.appUrl}/login`,
        mailboxUrl: `${deps.config.appUrl}/management/mailbox`,
      }
    : null
}

/** The console lines that tell the person who started the server how to sign in. */
export function describeSeed(result: SeedResult): string {
  return [
    'Demo data added (first start with an empty database). Sign in at',
    `  ${result.signInUrl}`,
    `  email:    ${result.email}`,
    `  password: ${result.password}`,
    'This account is platform staff: with no SMTP_URL, mail waits in the local mailbox at',
    `  ${result.mailboxUrl}`,
  ].join('\n')
}
