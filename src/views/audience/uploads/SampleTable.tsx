import type { DataFileSample } from '../../../contract/data-file'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import * as styles from './uploads.css'

/** The first rows of the file under its header, as the server read them. */
export function SampleTable({ sample }: { sample: DataFileSample }) {
  const t = useMessages(messages)
  return (
    <section aria-labelledby="sample-title" className={styles.step}>
      <h3 id="sample-title" className={listStyles.sectionTitle}>
        {t('sample.title', { count: sample.rows.length })}
      </h3>
      <div className={listStyles.tableScroller}>
        <table className={listStyles.table}>
          <thead>
            <tr>
              <th scope="col" className={listStyles.headerCell}>
                {t('sample.row')}
              </th>
              {sample.columns.map((column) => (
                <th key={column} scope="col" className={listStyles.headerCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.rows.map((row, rowIndex) => (
              // The sample is fixed: a row's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
              <tr key={rowIndex}>
                <th scope="row" className={listStyles.cell}>
                  {rowIndex + 1}
                </th>
                {sample.columns.map((column, index) => (
                  <td key={column} className={`${listStyles.cell} ${styles.sampleCell}`}>
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
