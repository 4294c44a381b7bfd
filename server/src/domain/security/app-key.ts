import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { settings } from '../../db/schema'
import { randomToken } from './secrets'

const settingKey = 'app_key'

/**
 * The key that signs links and OAuth state: APP_KEY when configured, otherwise one generated on
 * first start and kept in the database, so links survive restarts and every process of a shared
 * PostgreSQL agrees on it.
 */
export async function loadAppKey(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db.insert(settings).values({ key: settingKey, value: randomToken() }).onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKey))
  if (!row) throw new Error('The application key could not be stored')
  return row.value
}
