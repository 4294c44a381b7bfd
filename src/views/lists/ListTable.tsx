import type { ReactNode } from 'react'
import type { ListMeta } from '../../contract/list'
import type { ApiResult } from '../../services/http/client'
import { ListPager } from './ListPager'
import { LoadProblem } from './LoadProblem'
import * as listStyles from './lists.css'

/** A column of a list table: its header and how a row fills its cell. */
export interface ListColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** The column that names the row: its cells are row headers, read out with every cell. */
  namesRow?: boolean
  /** The header is for screen readers and looks quiet (an actions column). */
  quietHeader?: boolean
  /** Extra class for the column's header and cells (numbers aligned to the end, say). */
  className?: string
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base)

/** A read-only table of rows, scrolling sideways on narrow screens. */
export function ListTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  label,
  focusableScroller,
}: {
  rows: readonly Row[]
  columns: readonly ListColumn<Row>[]
  rowKey: (row: Row) => string
  caption?: ReactNode
  /** The table's accessible name, when no caption or heading names it. */
  label?: string
  /**
   * A table with no control in its rows names its scroller (this label) and makes it a Tab stop,
   * so a keyboard can scroll it sideways on a narrow screen (axe: scrollable-region-focusable).
   */
  focusableScroller?: string
}) {
  return (
    <div
      className={listStyles.tableScroller}
      {...(focusableScroller
        ? { role: 'region', 'aria-label': focusableScroller, tabIndex: 0 }
        : {})}
    >
      <table className={listStyles.table} aria-label={label}>
        {caption !== undefined && <caption className={listStyles.muted}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={withClass(listStyles.headerCell, column.className)}
              >
                {column.quietHeader ? (
                  <span className={listStyles.muted}>{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.namesRow ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={withClass(listStyles.cell, column.className)}
                  >
                    <div className={listStyles.rowName}>{column.cell(row)}</div>
                  </th>
                ) : (
                  <td key={column.header} className={withClass(listStyles.cell, column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The row actions' cell content: buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={listStyles.actions}>{children}</div>
}

/**
 * A loaded page of a list: the problem (with a retry) when it failed, the empty message when
 * there is nothing, else the rows and the pager.
 */
export function ListPage<Row>({
  result,
  problemTitle,
  empty,
  pagerLabel,
  children,
}: {
  result: ApiResult<{ data: Row[]; meta: ListMeta }>
  problemTitle: string
  empty: ReactNode
  pagerLabel: string
  children: (rows: Row[], meta: ListMeta) => ReactNode
}) {
  if (!result.ok) return <LoadProblem title={problemTitle} result={result} />
  const { data: rows, meta } = result.data
  if (rows.length === 0) return <p className={listStyles.empty}>{empty}</p>
  return (
    <>
      {children(rows, meta)}
      <ListPager meta={meta} label={pagerLabel} />
    </>
  )
}

const rowId = (row: { id: string }) => row.id

/**
 * The usual page of a list: ListPage's problem, empty message and pager around a table of the
 * rows (keyed by id), under the list's total when `total` words it.
 */
export function ListTablePage<Row extends { id: string }>({
  result,
  columns,
  problemTitle,
  empty,
  pagerLabel,
  total,
}: {
  result: ApiResult<{ data: Row[]; meta: ListMeta }>
  columns: readonly ListColumn<Row>[]
  problemTitle: string
  empty: ReactNode
  pagerLabel: string
  total?: (count: number) => string
}) {
  return (
    <ListPage result={result} problemTitle={problemTitle} empty={empty} pagerLabel={pagerLabel}>
      {(rows, meta) => (
        <>
          {total && <p className={listStyles.muted}>{total(meta.total)}</p>}
          <ListTable rows={rows} columns={columns} rowKey={rowId} />
        </>
      )}
    </ListPage>
  )
}
