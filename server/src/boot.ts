import { inArray } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { LlmAdapter } from './adapters/llm/llm'
import { createLocalLlm } from './adapters/llm/local'
import { createMailer } from './adapters/mail/create-mailer'
import { createApp } from './app'
import type { ServerConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/connect'
import { users } from './db/schema'
import type { AppDeps } from './deps'
import { type Clock, systemClock } from './domain/clock'
import { loadAppKey } from './domain/security/app-key'
import { defaultScryptCost, type ScryptCost } from './domain/security/passwords'
import { createEventBus } from './events/bus'
import { createRateLimiter } from './http/rate-limit'
import { backgroundPollMs, createBackgroundWork } from './work/background'
import { backgroundTasks } from './work/tasks'

export interface BootOptions {
  clock?: Clock
  passwordCost?: ScryptCost
  fetch?: typeof fetch
  llm?: LlmAdapter
}

export interface Booted {
  app: Hono
  deps: AppDeps
  database: DatabaseHandle
}

/** Opens and migrates the database, then builds the app over it. */
export async function boot(config: ServerConfig, options: BootOptions = {}): Promise<Booted> {
  const database = await openDatabase(config)
  try {
    await database.migrate()
    const { db } = database
    if (config.staffEmails.length > 0)
      await db.update(users).set({ isStaff: true }).where(inArray(users.email, config.staffEmails))
    const clock = options.clock ?? systemClock
    const deps: AppDeps = {
      config,
      db,
      clock,
      mailer: createMailer(config, db, clock),
      appKey: await loadAppKey(db, config.appKey),
      passwordCost: options.passwordCost ?? defaultScryptCost,
      limiter: createRateLimiter(clock),
      fetch: options.fetch ?? globalThis.fetch,
      events: createEventBus(),
      work: createBackgroundWork({ pollMs: backgroundPollMs }),
      llm: options.llm ?? createLocalLlm(),
    }
    deps.work.start(backgroundTasks(deps))
    // Background work stops before the database it works in closes.
    const close = async () => {
      await deps.work.stop()
      await database.close()
    }
    return { app: createApp(deps), deps, database: { ...database, close } }
  } catch (error) {
    await database.close()
    throw error
  }
}
