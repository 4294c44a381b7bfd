import { useLocale } from 'react-aria-components'
import type { ListColumn } from './ListTable'
import * as listStyles from './lists.css'

/** Makes a column of counts, in the interface locale's digits and lined up by their last digit. */
export function useCountColumn<Row>() {
  const { locale } = useLocale()
  const format = new Intl.NumberFormat(locale)
  return (header: string, of: (row: Row) => number): ListColumn<Row> => ({
    header,
    className: listStyles.number,
    cell: (row) => format.format(of(row)),
  })
}
