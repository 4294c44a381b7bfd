import { and, count, eq, type SQL } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { dataFileListQuery, importRequest } from '../../../../src/contract/data-file'
import { audiencePaths } from '../../../../src/contract/routes'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { dataFileErrors, dataFiles } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { loadCustomFields } from '../../domain/audience/custom-values'
import { errorReportStream } from '../../domain/data-files/error-report'
import { checkMapping, suggestMapping } from '../../domain/data-files/mapping'
import { presentDataFile } from '../../domain/data-files/present'
import { receiveUpload } from '../../domain/data-files/receive-upload'
import { removeUpload } from '../../domain/data-files/storage'
import type { TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError, ValidationError } from '../../http/errors'
import { localeOf, wordsFor } from '../../http/locale'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, findTeamRow, recordBulk } from './guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'dataFile' }))
const busy = (row: { status: string }) => row.status === 'mapped' || row.status === 'importing'

/**
 * Data files (spec §7 Audience: data-files index, sample, upload contacts (multipart), import),
 * with show, delete and the error report.
 */
export function dataFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  const find = (caller: TeamAccess, c: Context) =>
    findTeamRow(deps.db, dataFiles, caller, c, notFound)

  app.get(`/${audiencePaths.dataFiles}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'dataFile')
    const query = readQuery(c, dataFileListQuery)
    const where = and(
      eq(dataFiles.teamId, caller.team.id),
      query.filter.status ? eq(dataFiles.status, query.filter.status) : undefined,
    ) as SQL
    const { limit, offset } = windowOf(query)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(dataFiles)
          .where(where)
          .orderBy(
            ...orderOf(
              query.sort,
              { created_at: dataFiles.createdAt, filename: dataFiles.filename },
              dataFiles.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(dataFiles).where(where),
        (row) => presentDataFile(row, localeOf(c)),
      ),
    )
  })

  app.post(`/${audiencePaths.dataFileUpload}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'create', { deed: 'uploadContacts' })
    const upload = await receiveUpload(deps.config, c.req.raw)
    try {
      const row = await deps.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(dataFiles)
          .values({
            teamId: caller.team.id,
            uploadedBy: caller.user.id,
            uploadedByName: caller.user.name,
            filename: upload.filename,
            storageName: upload.storageName,
            sizeBytes: upload.size,
            rowCount: upload.description.rowCount,
            columns: upload.description.columns,
            sample: upload.description.sample,
            warnings: upload.description.warnings,
          })
          .returning()
        if (!stored) throw new Error('The data file was not stored')
        await recordBulk(tx, caller, {
          action: 'created',
          subjectType: 'data_file',
          subjectId: stored.id,
          label: stored.filename,
          properties: { rows: stored.rowCount, size: stored.sizeBytes },
        })
        return stored
      })
      return c.json(presentDataFile(row, localeOf(c)), 201)
    } catch (error) {
      await removeUpload(deps.config, upload.storageName)
      throw error
    }
  })

  app.get(`/${audiencePaths.dataFile}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'dataFile')
    return c.json(presentDataFile(await find(caller, c), localeOf(c)))
  })

  app.delete(`/${audiencePaths.dataFile}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'delete', 'dataFile')
    const row = await find(caller, c)
    if (busy(row)) throw ValidationError.field('status', 'dataFile.busyDelete')
    await deps.db.transaction(async (tx) => {
      await tx.delete(dataFiles).where(eq(dataFiles.id, row.id))
      await recordBulk(tx, caller, {
        action: 'deleted',
        subjectType: 'data_file',
        subjectId: row.id,
        label: row.filename,
      })
    })
    await removeUpload(deps.config, row.storageName)
    return c.json({ message: wordsFor(c)('thing.deleted', { thing: 'dataFile' }) })
  })

  app.get(`/${audiencePaths.dataFileSample}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'dataFile')
    const row = await find(caller, c)
    const fields = await loadCustomFields(deps.db, caller.team.id)
    return c.json({
      columns: row.columns,
      rows: row.sample,
      row_count: row.rowCount,
      suggested_mapping: suggestMapping(row.columns, fields),
    })
  })

  app.post(`/${audiencePaths.dataFileImport}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'create', { deed: 'importContacts' })
    const input = await readBody(c, importRequest)
    const row = await find(caller, c)
    if (busy(row)) throw ValidationError.field('status', 'dataFile.busyImport')
    checkMapping(input.mapping, row.columns, await loadCustomFields(deps.db, caller.team.id))
    const queued = await deps.db.transaction(async (tx) => {
      await tx.delete(dataFileErrors).where(eq(dataFileErrors.dataFileId, row.id))
      const [stored] = await tx
        .update(dataFiles)
        .set({
          status: 'mapped',
          mapping: input.mapping,
          options: {
            tags: input.tags,
            defaultCountry: input.default_country,
            status: input.status,
            updateExisting: input.update_existing,
          },
          importedBy: caller.user.id,
          processedRows: 0,
          imported: 0,
          updated: 0,
          skipped: 0,
          invalid: 0,
          error: null,
          claimedUntil: null,
          startedAt: null,
          finishedAt: null,
        })
        .where(and(eq(dataFiles.id, row.id), eq(dataFiles.status, row.status)))
        .returning()
      if (!stored) throw ValidationError.field('status', 'dataFile.busyImport')
      await recordBulk(tx, caller, {
        action: 'imported',
        subjectType: 'data_file',
        subjectId: row.id,
        label: row.filename,
        properties: { rows: row.rowCount },
      })
      return stored
    })
    deps.work.kick()
    return c.json(presentDataFile(queued, localeOf(c)), 202)
  })

  app.get(`/${audiencePaths.dataFileErrors}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'dataFile')
    const row = await find(caller, c)
    const name = row.filename.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')
    return c.body(errorReportStream(deps.db, row.id, row.columns, localeOf(c)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-errors.csv"`,
      'cache-control': 'no-store',
    })
  })

  return app
}
