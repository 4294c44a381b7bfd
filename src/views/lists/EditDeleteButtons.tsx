import { Button } from '../../design/Button'

export interface EditDeleteWords {
  edit: string
  delete: string
  /** The buttons' names for a screen reader, which say the row ("Edit Vendor A"). */
  editNamed: string
  deleteNamed: string
}

/** A row's Edit and Delete buttons (the delete confirms in the caller's `onDelete`). */
export function EditDeleteButtons({
  words,
  onEdit,
  onDelete,
}: {
  words: EditDeleteWords
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <>
      <Button size="s" tone="primary" aria-label={words.editNamed} onPress={onEdit}>
        {words.edit}
      </Button>
      <Button size="s" tone="danger" aria-label={words.deleteNamed} onPress={onDelete}>
        {words.delete}
      </Button>
    </>
  )
}
