import type { ColumnMapping } from '../../contract/data-file'

/** Whether some column fills the contact's phone: every contact needs a number. */
export const mapsPhone = (mapping: ColumnMapping) => Object.values(mapping).includes('phone')

/**
 * The mapping with `column` sent to `target`. A field takes one column: a column that held the
 * target before lets it go (it is ignored), as the server would refuse the pair.
 */
export function mapColumn(mapping: ColumnMapping, column: string, target: string): ColumnMapping {
  const next: ColumnMapping = {}
  for (const [name, mapped] of Object.entries(mapping)) {
    next[name] = name !== column && target !== 'ignore' && mapped === target ? 'ignore' : mapped
  }
  next[column] = target
  return next
}

/** The first mapping to show: the server's suggestion for every column, `ignore` for the rest. */
export function startingMapping(
  columns: readonly string[],
  suggested: ColumnMapping,
): ColumnMapping {
  return Object.fromEntries(columns.map((column) => [column, suggested[column] ?? 'ignore']))
}
