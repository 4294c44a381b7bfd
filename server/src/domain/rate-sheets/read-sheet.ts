import { parse as parseCsv } from 'csv-parse/sync'
import readXlsxFile from 'read-excel-file/node'
import type { RateSheetKind } from '../../../../src/contract/rate-sheet'

/** A sheet of a received file: its name (a CSV has one, '') and every row's cells as text. */
export interface SheetRows {
  sheets: string[]
  sheet: string
  rows: string[][]
}

/** The file is not a sheet the parser can read (not CSV, a broken workbook, no such sheet). */
export class SheetFileError extends Error {
  constructor(
    readonly code: 'unreadable' | 'noSheet',
    readonly values: Record<string, string | number> = {},
  ) {
    super(code)
  }
}

/** Which sheet of a workbook: by name when given, else by index (from 0). */
export interface SheetChoice {
  sheetName?: string | null
  sheetIndex?: number
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A spreadsheet date cell as the wall-clock text the sheet shows, `YYYY-MM-DDTHH:mm:ss`:
 * read-excel-file gives the cell's serial as a UTC Date, and the profile's time zone says where
 * that wall clock is (dates.ts reads this form whatever the profile's date format).
 */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date)
    return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}T${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}:${pad(cell.getUTCSeconds())}`
  return String(cell).trim()
}

function readCsv(content: Buffer): SheetRows {
  try {
    const rows: string[][] = parseCsv(content, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    })
    return { sheets: [''], sheet: '', rows }
  } catch (error) {
    throw new SheetFileError('unreadable', {
      reason: error instanceof Error ? error.message : String(error),
    })
  }
}

async function readXlsx(content: Buffer, choice: SheetChoice): Promise<SheetRows> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile<string>>>
  try {
    // Numbers stay the text the cell holds: a rate is never a float on its way in.
    sheets = await readXlsxFile<string>(content, { parseNumber: (text) => text })
  } catch (error) {
    throw new SheetFileError('unreadable', {
      reason: error instanceof Error ? error.message : String(error),
    })
  }
  const names = sheets.map(({ sheet }) => sheet)
  const chosen = choice.sheetName
    ? sheets.find(({ sheet }) => sheet === choice.sheetName)
    : sheets[choice.sheetIndex ?? 0]
  if (!chosen)
    throw new SheetFileError('noSheet', {
      sheet: choice.sheetName ?? String((choice.sheetIndex ?? 0) + 1),
      sheets: names.join(', '),
    })
  return {
    sheets: names,
    sheet: chosen.sheet,
    rows: chosen.data.map((row) => row.map(cellText)),
  }
}

/** Reads a received file's chosen sheet as rows of text cells (csv-parse; read-excel-file). */
export function readSheet(
  content: Buffer,
  kind: RateSheetKind,
  choice: SheetChoice = {},
): Promise<SheetRows> {
  return kind === 'csv' ? Promise.resolve(readCsv(content)) : readXlsx(content, choice)
}

/** The kind of a file by its name or its first bytes (an XLSX is a zip: `PK`). */
export function sheetKindOf(filename: string, content: Buffer): RateSheetKind {
  if (content[0] === 0x50 && content[1] === 0x4b) return 'xlsx'
  return filename.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv'
}
