import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { dataOrThrow } from '../../../contract/result'
import type { TagList as TagListData, TagResource } from '../../../contract/tag'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { RenameTagForm } from './RenameTagForm'
import { colourName } from './tagColours'
import * as styles from './tags.css'
import { tagsApi } from './tagsApi'

const contactsText = (count: number) => (count === 1 ? '1 contact' : `${count} contacts`)

/** The team's tags with how many contacts carry each; writers may rename and delete them. */
export function TagList({
  result,
  canWrite,
}: {
  result: ApiResult<TagListData>
  canWrite: boolean
}) {
  const [renaming, setRenaming] = useState<string | null>(null)
  const remove = useTagDeletion()
  const columns: ListColumn<TagResource>[] = [
    {
      header: 'Name',
      namesRow: true,
      className: styles.rowHeader,
      cell: (tag) =>
        renaming === tag.id ? (
          <RenameTagForm tag={tag} onClose={() => setRenaming(null)} />
        ) : (
          <span className={styles.nameCell}>
            <span aria-hidden="true" className={styles.swatch} style={{ background: tag.colour }} />
            {tag.name}
          </span>
        ),
    },
    { header: 'Colour', cell: (tag) => colourName(tag.colour) },
    { header: 'Description', cell: (tag) => tag.description ?? '—' },
    { header: 'Contacts', className: styles.numberCell, cell: (tag) => tag.contact_count },
  ]
  if (canWrite)
    columns.push({
      header: 'Actions',
      quietHeader: true,
      cell: (tag) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={`Rename ${tag.name}`}
            onPress={() => setRenaming(tag.id)}
          >
            Rename
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${tag.name}`}
            onPress={() => remove(tag)}
          >
            Delete
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="tags-title" className={listStyles.section}>
      <h2 id="tags-title" className={listStyles.sectionTitle}>
        Tags
      </h2>
      <ListPage
        result={result}
        problemTitle="The tags could not be loaded"
        empty="This team has no tags yet. Tags made here, by an upload or by a feed appear in this list."
        pagerLabel="Tag pages"
      >
        {(tags) => <ListTable rows={tags} columns={columns} rowKey={(tag) => tag.id} />}
      </ListPage>
    </section>
  )
}

function useTagDeletion() {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (tag: TagResource) => {
    const deleted = await confirm({
      title: `Delete ${tag.name}?`,
      message:
        tag.contact_count > 0
          ? `The tag is taken off the ${contactsText(tag.contact_count)} that carry it. The contacts themselves stay.`
          : 'No contact carries this tag.',
      confirmLabel: 'Delete tag',
      action: async (signal) => dataOrThrow(await tagsApi.remove(tag.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: `The tag ${tag.name} is deleted.` })
    await router.invalidate()
  }
}
