import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { PopoverDialogTrigger } from '../../../design/PopoverDialogTrigger'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { type ContactColumn, columnLabel } from './columns'
import * as styles from './contacts.css'

/** Which columns the table shows; at least one stays. */
export function ColumnChooser({
  columns,
  chosen,
  onChange,
}: {
  columns: readonly ContactColumn[]
  chosen: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const t = useMessages(messages)
  return (
    <PopoverDialogTrigger
      trigger={(props) => <Button {...props}>{t('columns.button')}</Button>}
      title={t('columns.button')}
      placement="bottom end"
      dialogClassName={styles.chooser}
      titleClassName={styles.panelTitle}
    >
      <CheckboxGroup
        label={t('columns.show')}
        description={t('columns.remembered')}
        options={columns.map((column) => ({ id: column.id, name: columnLabel(t, column) }))}
        value={columns.map((column) => column.id).filter((id) => chosen.includes(id))}
        onChange={(ids) => onChange(columns.map((c) => c.id).filter((id) => ids.includes(id)))}
      />
    </PopoverDialogTrigger>
  )
}
