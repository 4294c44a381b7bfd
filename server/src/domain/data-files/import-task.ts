import { createReadStream } from 'node:fs'
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { audienceLimits } from '../../../../src/contract/constants'
import { cutText } from '../../../../src/contract/text-cut'
import type { Database } from '../../db/connect'
import { dataFileErrors, dataFiles } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { wordedEvent } from '../../events/bus'
import { readText, type StoredWords, storeWords } from '../../http/stored-words'
import { said, serverWords, type Words } from '../../http/words'
import type { BackgroundTask } from '../../work/background'
import { loadCustomFields } from '../audience/custom-values'
import { resolveTags } from '../audience/tags'
import { type ContactWrite, tagsGivenBy, upsertContacts } from '../audience/upsert'
import { enterOnTags } from '../automations/engine/enter'
import { raiseNotification } from '../notifications/raise'
import { csvRecords, isBlank } from './csv-records'
import { CsvFileError } from './csv-text'
import { widthProblem } from './header'
import { type DataFileRow, presentDataFile } from './present'
import { rowReader } from './row-reader'
import { uploadPath } from './storage'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'>

/** A worker holds an import this long without committing a batch; then another takes over. */
export const importLeaseMs = 60_000

/** This worker's claim is gone (the lease ran out and another worker took the import over). */
class LostClaim extends Error {}

function announce(deps: Deps, row: DataFileRow) {
  deps.events.publish(
    wordedEvent('data_file.progress', { teamId: row.teamId }, (locale) =>
      presentDataFile(row, locale),
    ),
  )
}

/** Claims an import waiting for a worker, or one whose worker stopped or lost its lease. */
async function claim(deps: Deps): Promise<DataFileRow | null> {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: dataFiles.id })
      .from(dataFiles)
      .where(
        or(
          eq(dataFiles.status, 'mapped'),
          and(
            eq(dataFiles.status, 'importing'),
            or(isNull(dataFiles.claimedUntil), lt(dataFiles.claimedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(dataFiles.updatedAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!candidate) return null
    const [claimed] = await tx
      .update(dataFiles)
      .set({
        status: 'importing',
        claimedUntil: new Date(now.getTime() + importLeaseMs),
        startedAt: sql`coalesce(${dataFiles.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(dataFiles.id, candidate.id))
      .returning()
    return claimed ?? null
  })
}

interface PendingError {
  row: number
  reason: Words
  values: string[]
}

const cut = (cells: readonly string[]) =>
  cells.map((cell) => cutText(cell, audienceLimits.cellMaxLength))

/** The rows read since the last commit: what one transaction writes. */
interface Batch {
  writes: { write: ContactWrite; line: number; cells: string[] }[]
  errors: PendingError[]
  skipped: number
  invalid: number
}

/**
 * The team's spelling of the tags an import's rows name, each name resolved (made when missing)
 * once per import, as the import's own tags are: a file names a few tags in many rows, and a
 * batch whose names are all known asks the database nothing.
 */
function tagSpeller(teamId: string, resolved: readonly string[]) {
  const spelling = new Map(resolved.map((tag) => [tag.toLowerCase(), tag]))
  return async (tx: Database, names: readonly string[]) => {
    const unknown = [...new Set(names)].filter((name) => !spelling.has(name.toLowerCase()))
    for (const tag of await resolveTags(tx, teamId, unknown)) spelling.set(tag.toLowerCase(), tag)
    return spelling
  }
}

/**
 * Reads the file again, row by row, and writes contacts in batches. Each batch commits its
 * contacts, its report rows and the file's counts and position together, under this worker's
 * lease: an import taken over after a crash starts after the last committed row, and no row is
 * counted twice. Invalid rows never hold back valid ones. One batch is written while the next
 * is read and checked, so the database and the reading work at once; batches still commit one
 * after another, in the file's order.
 */
async function runImport(deps: Deps, claimed: DataFileRow, signal: AbortSignal): Promise<void> {
  let row = claimed
  const { teamId } = row
  const options = row.options ?? {
    tags: [],
    defaultCountry: null,
    status: 'active',
    updateExisting: true,
  }
  const fields = await loadCustomFields(deps.db, teamId)
  const fixedTags = await resolveTags(deps.db, teamId, options.tags)
  const readRow = rowReader(row.columns, row.mapping ?? {}, fields, { ...options, tags: fixedTags })
  const spell = tagSpeller(teamId, fixedTags)
  /** Phone → the line it was first seen on, for repeats within the file. */
  const seen = new Map<string, number>()
  const resumeAfter = row.processedRows
  /** Rows read from the start of the file, the ones committed before a takeover included. */
  let processed = 0
  const position = () => Math.max(resumeAfter, processed)
  const emptyBatch = (): Batch => ({ writes: [], errors: [], skipped: 0, invalid: 0 })
  let batch = emptyBatch()
  /** The batch being written, if any: awaited before the next one is handed over. */
  let writing: Promise<void> = Promise.resolve()

  /** Writes a batch; `position`: rows read from the start of the file once it is in. */
  async function flush(tx: Database, done: Batch & { position: number }) {
    const lease = row.claimedUntil
    const spelling = await spell(
      tx,
      done.writes.flatMap(({ write }) => write.tags),
    )
    const results = await upsertContacts(
      tx,
      teamId,
      done.writes.map(({ write }) => ({
        ...write,
        tags: write.tags.map((tag) => spelling.get(tag.toLowerCase()) ?? tag),
      })),
      { source: 'upload', status: options.status, updateExisting: options.updateExisting },
    )
    // Tags the batch gave start the journeys of automations triggered by them, a batch at once.
    await enterOnTags(tx, tagsGivenBy(teamId, results), deps.clock())
    const errors = [...done.errors]
    let imported = 0
    let updated = 0
    let skipped = done.skipped
    for (const [index, result] of results.entries()) {
      if (result.outcome === 'created') imported += 1
      else if (result.outcome === 'updated') updated += 1
      else {
        skipped += 1
        const pending = done.writes[index]
        if (pending)
          errors.push({
            row: pending.line,
            reason: said('import.existingPhone', { phone: result.phone }),
            values: cut(pending.cells),
          })
      }
    }
    if (errors.length > 0)
      await tx
        .insert(dataFileErrors)
        .values(
          errors.map(({ reason, ...error }) => {
            const reasonWords = storeWords(reason)
            return { dataFileId: row.id, ...error, reason: reasonWords.en, reasonWords }
          }),
        )
        .onConflictDoNothing()
    const now = deps.clock()
    const [saved] = await tx
      .update(dataFiles)
      .set({
        processedRows: done.position,
        imported: sql`${dataFiles.imported} + ${imported}`,
        updated: sql`${dataFiles.updated} + ${updated}`,
        skipped: sql`${dataFiles.skipped} + ${skipped}`,
        invalid: sql`${dataFiles.invalid} + ${done.invalid}`,
        claimedUntil: new Date(now.getTime() + importLeaseMs),
      })
      .where(
        and(
          eq(dataFiles.id, row.id),
          lease ? eq(dataFiles.claimedUntil, lease) : isNull(dataFiles.claimedUntil),
        ) as SQL,
      )
      .returning()
    if (!saved) throw new LostClaim()
    return saved
  }

  /**
   * Hands the rows read so far to the writer once the previous batch is committed, and goes on
   * reading while they are written. A failed write surfaces at the next commit or at the end.
   */
  async function commit() {
    await writing
    const done = { ...batch, position: position() }
    batch = emptyBatch()
    if (done.writes.length === 0 && done.errors.length === 0 && done.position === row.processedRows)
      return
    writing = deps.db
      .transaction((tx) => flush(tx, done))
      .then((saved) => {
        row = saved
        announce(deps, row)
      })
    // Handled here so a failure while the next rows are read is not an unhandled rejection;
    // it is thrown again where `writing` is awaited.
    writing.catch(() => {})
  }

  function take(line: number, cells: string[]) {
    const width = widthProblem({ line, cells }, row.columns.length)
    const reading = width ? ({ ok: false, reason: width } as const) : readRow(cells)
    const resumed = processed < resumeAfter
    processed += 1
    if (!reading.ok) {
      if (resumed) return
      batch.invalid += 1
      batch.errors.push({ row: line, reason: reading.reason, values: cut(cells) })
      return
    }
    const first = seen.get(reading.write.phone)
    if (first !== undefined) {
      if (resumed) return
      batch.skipped += 1
      batch.errors.push({
        row: line,
        reason: said('import.repeatedPhone', { phone: reading.write.phone, first }),
        values: cut(cells),
      })
      return
    }
    seen.set(reading.write.phone, line)
    if (!resumed) batch.writes.push({ write: reading.write, line, cells })
  }

  const file = createReadStream(uploadPath(deps.config, row.storageName), {
    highWaterMark: 256 * 1024,
  })
  try {
    let headerSeen = false
    for await (const record of csvRecords(file)) {
      if (isBlank(record)) continue
      if (!headerSeen) {
        headerSeen = true
        continue
      }
      take(record.line, record.cells)
      if (
        batch.writes.length >= audienceLimits.importBatchRows ||
        batch.errors.length >= audienceLimits.importBatchRows
      )
        await commit()
      if (signal.aborted) {
        await commit()
        await writing
        await deps.db.update(dataFiles).set({ claimedUntil: null }).where(eq(dataFiles.id, row.id))
        return
      }
    }
    await commit()
    await writing
    await finish(deps, row, { status: 'done' })
  } catch (error) {
    // Whatever failed, the batch in flight ends first: the counts below include it when it
    // committed, and nothing writes after the import is marked failed.
    const written = await writing.then(
      () => null,
      (failure: unknown) => failure,
    )
    const cause = error === written || written === null ? error : written
    if (cause instanceof LostClaim) return
    const gone = (cause as NodeJS.ErrnoException)?.code === 'ENOENT'
    const why =
      cause instanceof CsvFileError
        ? cause.words
        : gone
          ? said('import.fileGone')
          : said('import.stopped', {
              reason: cause instanceof Error ? cause.message : String(cause),
            })
    if (!(cause instanceof CsvFileError) && !gone)
      console.error(`Import of data file ${row.id} failed:`, cause)
    await finish(deps, row, { status: 'failed', error: storeWords(why) })
  } finally {
    file.destroy()
  }
}

/** Ends an import: its final state, announced, and the notification of who asked for it. */
async function finish(
  deps: Deps,
  current: DataFileRow,
  end: { status: 'done' } | { status: 'failed'; error: StoredWords },
) {
  const [row] = await deps.db
    .update(dataFiles)
    .set({
      status: end.status,
      error: end.status === 'failed' ? end.error.en : null,
      errorWords: end.status === 'failed' ? end.error : null,
      claimedUntil: null,
      finishedAt: deps.clock(),
    })
    .where(and(eq(dataFiles.id, current.id), inArray(dataFiles.status, ['importing'])))
    .returning()
  if (!row) return
  announce(deps, row)
  if (!row.importedBy) return
  const counts = {
    imported: row.imported,
    updated: row.updated,
    skipped: row.skipped,
    invalid: row.invalid,
  }
  const failure = end.status === 'failed' ? end.error : null
  await raiseNotification(deps, {
    userId: row.importedBy,
    teamId: row.teamId,
    type: failure ? 'audience.import_failed' : 'audience.import_finished',
    title: said(failure ? 'notification.importFailed.title' : 'notification.importDone.title', {
      filename: row.filename,
    }),
    body: failure
      ? (locale) =>
          serverWords(locale)('notification.importFailed.body', {
            ...counts,
            error: readText(failure, locale),
          })
      : said('notification.importDone.body', counts),
    link: '/audience/Uploads',
    data: {
      data_file_id: row.id,
      imported: row.imported,
      updated: row.updated,
      skipped: row.skipped,
      invalid: row.invalid,
    },
  })
}

/** The background task running imports. */
export function importTask(deps: Deps): BackgroundTask {
  return {
    name: 'imports',
    async runOnce(signal) {
      const claimed = await claim(deps)
      if (!claimed) return false
      await runImport(deps, claimed, signal)
      return true
    },
  }
}
