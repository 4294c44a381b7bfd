import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import type { ContactColumn } from './columns'
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
  return (
    <DialogTrigger>
      <Button>Columns</Button>
      <Popover placement="bottom end">
        <Dialog className={styles.chooser} aria-labelledby="column-chooser-title">
          <Heading slot="title" id="column-chooser-title" className={styles.panelTitle}>
            Columns
          </Heading>
          <CheckboxGroup
            label="Show these columns"
            description="Remembered for you in this browser."
            options={columns.map((column) => ({ id: column.id, name: column.label }))}
            value={columns.map((column) => column.id).filter((id) => chosen.includes(id))}
            onChange={(ids) => onChange(columns.map((c) => c.id).filter((id) => ids.includes(id)))}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
