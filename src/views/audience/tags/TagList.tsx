import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { dataOrThrow } from '../../../contract/result'
import type { TagList as TagListData, TagResource } from '../../../contract/tag'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { RenameTagForm } from './RenameTagForm'
import { colourName } from './tagColours'
import * as styles from './tags.css'
import { tagsApi } from './tagsApi'

/** The team's tags with how many contacts carry each; writers may rename and delete them. */
export function TagList({
  result,
  canWrite,
}: {
  result: ApiResult<TagListData>
  canWrite: boolean
}) {
  const t = useMessages(messages)
  const [renaming, setRenaming] = useState<string | null>(null)
  const remove = useTagDeletion()
  const columns: ListColumn<TagResource>[] = [
    {
      header: t('tags.name'),
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
    { header: t('tags.colour'), cell: (tag) => colourName(t, tag.colour) },
    { header: t('tags.description'), cell: (tag) => tag.description ?? '—' },
    { header: t('tags.contacts'), className: styles.numberCell, cell: (tag) => tag.contact_count },
  ]
  if (canWrite)
    columns.push({
      header: t('tags.actions'),
      quietHeader: true,
      cell: (tag) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('tags.rename.label', { name: tag.name })}
            onPress={() => setRenaming(tag.id)}
          >
            {t('tags.rename')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('tags.delete.label', { name: tag.name })}
            onPress={() => remove(tag)}
          >
            {t('tags.delete')}
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="tags-title" className={listStyles.section}>
      <h2 id="tags-title" className={listStyles.sectionTitle}>
        {t('tags.title')}
      </h2>
      <ListPage
        result={result}
        problemTitle={t('tags.loadProblem')}
        empty={t('tags.empty')}
        pagerLabel={t('tags.pages')}
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
  const t = useMessages(messages)
  return async (tag: TagResource) => {
    const deleted = await confirm({
      title: t('tags.deleteTitle', { name: tag.name }),
      message:
        tag.contact_count > 0
          ? t('tags.deleteCarried', { count: tag.contact_count })
          : t('tags.deleteUnused'),
      confirmLabel: t('tags.deleteConfirm'),
      action: async (signal) => dataOrThrow(await tagsApi.remove(tag.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('tags.deleted', { name: tag.name }) })
    await router.invalidate()
  }
}
