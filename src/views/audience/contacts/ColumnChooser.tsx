import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
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
    <DialogTrigger>
      <Button>{t('columns.button')}</Button>
      <Popover placement="bottom end">
        <Dialog className={styles.chooser} aria-labelledby="column-chooser-title">
          <Heading slot="title" id="column-chooser-title" className={styles.panelTitle}>
            {t('columns.button')}
          </Heading>
          <CheckboxGroup
            label={t('columns.show')}
            description={t('columns.remembered')}
            options={columns.map((column) => ({ id: column.id, name: columnLabel(t, column) }))}
            value={columns.map((column) => column.id).filter((id) => chosen.includes(id))}
            onChange={(ids) => onChange(columns.map((c) => c.id).filter((id) => ids.includes(id)))}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
