import { z } from 'zod'
import { audienceLimits } from './constants'
import { contactStatus, tagName } from './contact'
import { timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { countryCode } from './onboarding'

/**
 * Data files (DOMAIN.md): an uploaded CSV (multipart field `file` of POST data-files/upload,
 * streamed to disk), its columns and sample rows, the column→field mapping, and the import that
 * runs in the background with counts and a per-row error report.
 *
 * Status: `uploaded` (read and described), `mapped` (an import was asked for; waiting for a
 * worker), `importing`, `done` or `failed` (`error` says why; rows imported before stay).
 */
export const dataFileStatuses = ['uploaded', 'mapped', 'importing', 'done', 'failed'] as const
export const dataFileStatus = z.enum(dataFileStatuses)
export type DataFileStatus = z.infer<typeof dataFileStatus>

/** The contact fields a column may fill; `custom.<key>` fills a custom field; `ignore` nothing. */
export const mappableFields = [
  'phone',
  'first_name',
  'last_name',
  'email',
  'country',
  'network',
  'status',
  'tags',
] as const
export const mappingTarget = z
  .string()
  .refine(
    (target) =>
      target === 'ignore' ||
      (mappableFields as readonly string[]).includes(target) ||
      /^custom\.[a-z][a-z0-9_]*$/.test(target),
    says('dataFile.mappingTarget', { custom: 'custom.<key>' }),
  )

/** Column name → target. Column names are the file's headers (repeats made unique: `Phone (2)`). */
export const columnMapping = z.record(z.string().max(audienceLimits.cellMaxLength), mappingTarget)
export type ColumnMapping = z.infer<typeof columnMapping>

/** How the import went, row by row. */
export const importCounts = z.object({
  /** Rows read so far (blank lines are not rows). */
  processed: z.number().int().min(0),
  /** New contacts. */
  imported: z.number().int().min(0),
  /** Contacts that existed (same phone in the team) and were updated. */
  updated: z.number().int().min(0),
  /** Rows left alone: the phone repeats an earlier row of the file, or exists and updates are off. */
  skipped: z.number().int().min(0),
  /** Rows refused (bad phone, a value of the wrong type, a row of the wrong width): see the report. */
  invalid: z.number().int().min(0),
})
export type ImportCounts = z.infer<typeof importCounts>

/** POST data-files/{id}/import. */
export const importRequest = z.object({
  mapping: columnMapping,
  /** Tags put on every imported or updated contact. */
  tags: z.array(tagName).max(audienceLimits.maxTagsPerContact).default([]),
  /** The country numbers without a + are read in (a column mapped to `country` wins). */
  default_country: countryCode.nullable().default(null),
  /** The status of new contacts when no column gives one. */
  status: contactStatus.default('active'),
  /** false: contacts that exist already are skipped rather than updated. */
  update_existing: z.boolean().default(true),
})
export type ImportRequest = z.input<typeof importRequest>

export const dataFileResource = z.object({
  id: z.string(),
  filename: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  /** Rows below the header (blank lines left out). */
  row_count: z.number().int().min(0),
  columns: z.array(z.string()),
  status: dataFileStatus,
  mapping: columnMapping.nullable(),
  counts: importCounts,
  /** 0..100: processed rows over row_count. */
  percent: z.number().int().min(0).max(100),
  /** What the upload noticed that an import will refuse (rows of the wrong width). */
  warnings: z.array(z.string()),
  error: z.string().nullable(),
  /** Whether GET data-files/{id}/errors has rows. */
  has_error_report: z.boolean(),
  uploaded_by: z.object({ id: z.string().nullable(), name: z.string() }),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type DataFileResource = z.infer<typeof dataFileResource>

export const dataFileListQuery = listQuery({
  sortable: ['created_at', 'filename'],
  defaultSort: '-created_at',
  filters: { status: dataFileStatus.optional() },
})
export type DataFileListQuery = z.infer<typeof dataFileListQuery>
export const dataFileList = listResponse(dataFileResource)
export type DataFileList = z.infer<typeof dataFileList>

/** GET data-files/{id}/sample: the first rows and the mapping the headers suggest. */
export const dataFileSample = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  row_count: z.number().int().min(0),
  suggested_mapping: columnMapping,
})
export type DataFileSample = z.infer<typeof dataFileSample>

/** The columns of the error report (GET data-files/{id}/errors, text/csv), then the row's own. */
export const errorReportColumns = ['row', 'reason'] as const
