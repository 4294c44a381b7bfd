import { type ReactNode, useState } from 'react'
import { Button } from '../../../design/Button'
import { SidePanel } from '../../lists/SidePanel'

/**
 * A button that opens a sheet to create a record (a sender id, an offer) without leaving the
 * wizard; the form gets `close` to shut the sheet once the record is saved.
 */
export function NewRecordSheet({
  label,
  title,
  children,
}: {
  label: string
  title: string
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>{label}</Button>
      <SidePanel isOpen={open} title={title} width="wide" onClose={close}>
        {open && children(close)}
      </SidePanel>
    </>
  )
}
