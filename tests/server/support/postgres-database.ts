import pg from 'pg'

/**
 * A fresh database on the run's PostgreSQL server, and a way to drop it: empty, or a copy of
 * `template` (a migrated database no one is connected to; global-setup.ts makes one per run).
 */
export async function createPostgresDatabase(adminUrl: string, template?: string | null) {
  const name = `switchboard_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
