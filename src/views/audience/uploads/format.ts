import { audienceLimits } from '../../../contract/constants'
import type { DataFileResource } from '../../../contract/data-file'
import type { ProblemKind } from '../../../machines/dataImport'
import type { Key } from '../../../messages/audience-uploads/catalogue'
import type { Translate } from '../../../messages/catalogue'

const largerUnits = ['size.kilobytes', 'size.megabytes', 'size.gigabytes'] as const

/** A file size for people: 1.4 MB. */
export function sizeText(t: Translate<Key>, bytes: number, locale: string): string {
  let value = bytes
  let unit: Key = 'size.bytes'
  for (const larger of largerUnits) {
    if (value < 1024) break
    value /= 1024
    unit = larger
  }
  const digits = unit === 'size.bytes' ? 0 : 1
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })
  return t(unit, { size: number.format(value) })
}

export function statusText(
  t: Translate<Key>,
  file: Pick<DataFileResource, 'status' | 'percent'>,
): string {
  return file.status === 'importing'
    ? t('status.importing.percent', { percent: file.percent })
    : t(`status.${file.status}`)
}

/** The counts of an import, in the order people read them. */
export const countKeys = ['imported', 'updated', 'skipped', 'invalid', 'processed'] as const

/** The most one upload may be, in whole megabytes (the limit people are told). */
export const maxUploadMegabytes = Math.round(audienceLimits.uploadMaxBytes / (1024 * 1024))

const ownProblems: Partial<Record<ProblemKind, Key>> = {
  emptyFile: 'problem.emptyFile',
  tooLarge: 'problem.tooLarge',
  cancelled: 'problem.cancelled',
  missingPhone: 'problem.missingPhone',
}

/** What went wrong, for people: the server's or the call's message, else the flow's own words. */
export function problemText(
  t: Translate<Key>,
  problem: { kind: ProblemKind; message?: string } | null,
): string {
  if (!problem) return ''
  if (problem.message !== undefined) return problem.message
  const key = ownProblems[problem.kind]
  return key ? t(key, { megabytes: maxUploadMegabytes }) : ''
}
