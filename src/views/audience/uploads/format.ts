import type { DataFileResource, DataFileStatus } from '../../../contract/data-file'

const units = ['bytes', 'KB', 'MB', 'GB'] as const

/** A file size for people: 1.4 MB. */
export function sizeText(bytes: number, locale: string): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })
  return `${number.format(value)} ${units[unit]}`
}

const statusNames: Record<DataFileStatus, string> = {
  uploaded: 'Uploaded, not imported',
  mapped: 'Waiting to import',
  importing: 'Importing',
  done: 'Imported',
  failed: 'Import failed',
}

export function statusText(file: Pick<DataFileResource, 'status' | 'percent'>): string {
  return file.status === 'importing' ? `Importing (${file.percent}%)` : statusNames[file.status]
}

/** The counts of an import, in the order people read them, with what each means. */
export const countLabels = [
  { key: 'imported', name: 'New contacts' },
  { key: 'updated', name: 'Updated' },
  { key: 'skipped', name: 'Skipped' },
  { key: 'invalid', name: 'Invalid' },
  { key: 'processed', name: 'Rows read' },
] as const
