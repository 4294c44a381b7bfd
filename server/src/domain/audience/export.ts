import { and, asc, gt, type SQL } from 'drizzle-orm'
import { contactExportColumns } from '../../../../src/contract/contact'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { type ContactRow, presentContact } from './present-contact'

/** Contacts read per query while exporting: memory stays flat whatever the selection's size. */
const pageSize = 2000

/** A signed number and nothing else: the only cell starting with + or - that runs no formula. */
const wholeNumber = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

/** A CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  // A leading = + - @ makes spreadsheets run the cell as a formula (`-2+3+cmd|…` too): kept as
  // text instead, unless the whole cell is a number such as -12 or +447700900123.
  const safe = /^[=+\-@\t\r]/.test(text) && !wholeNumber.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

function cellOf(row: ContactRow, column: string): unknown {
  if (column.startsWith('custom.')) return row.customFields[column.slice('custom.'.length)]
  if (column === 'tags') return row.tags.join(', ')
  return presentContact(row)[column as (typeof contactExportColumns)[number]]
}

/**
 * The selected contacts as CSV, streamed: pages of contacts by id (keyset, so each page is an
 * index range), each written out before the next is read.
 */
export function exportStream(db: Database, where: SQL, columns: readonly string[]) {
  const encoder = new TextEncoder()
  let after: string | null = null
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(csvLine(columns)))
        return
      }
      const rows = await db
        .select()
        .from(contacts)
        .where(and(where, after ? gt(contacts.id, after) : undefined))
        .orderBy(asc(contacts.id))
        .limit(pageSize)
      if (rows.length > 0) {
        after = rows[rows.length - 1]?.id ?? null
        controller.enqueue(
          encoder.encode(
            rows.map((row) => csvLine(columns.map((column) => cellOf(row, column)))).join(''),
          ),
        )
      }
      if (rows.length < pageSize) controller.close()
    },
  })
}

/** The columns of a full export: the contact's own, then every custom field of the team. */
export function allExportColumns(customKeys: readonly string[]): string[] {
  return [...contactExportColumns, ...customKeys.map((key) => `custom.${key}`)]
}
