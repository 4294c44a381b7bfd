import { and, asc, eq, gt } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import { errorReportColumns } from '../../../../src/contract/data-file'
import type { Database } from '../../db/connect'
import { dataFileErrors } from '../../db/schema'
import { readWords } from '../../http/stored-words'
import { csvLine } from '../audience/export'

const pageSize = 2000

/**
 * The error report of an import as CSV, streamed: the line number and the reason (in the
 * reader's language), then the row's own values under the file's headers, so a fixed copy can
 * be uploaded again.
 */
export function errorReportStream(
  db: Database,
  dataFileId: string,
  columns: readonly string[],
  locale: AppLocale,
) {
  const encoder = new TextEncoder()
  let after = 0
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(csvLine([...errorReportColumns, ...columns])))
        return
      }
      const rows = await db
        .select()
        .from(dataFileErrors)
        .where(and(eq(dataFileErrors.dataFileId, dataFileId), gt(dataFileErrors.row, after)))
        .orderBy(asc(dataFileErrors.row))
        .limit(pageSize)
      if (rows.length > 0) {
        after = rows[rows.length - 1]?.row ?? after
        controller.enqueue(
          encoder.encode(
            rows
              .map((row) =>
                csvLine([row.row, readWords(row.reasonWords, row.reason, locale), ...row.values]),
              )
              .join(''),
          ),
        )
      }
      if (rows.length < pageSize) controller.close()
    },
  })
}
