import { useRouter } from '@tanstack/react-router'
import type {
  CustomFieldList as CustomFieldListData,
  CustomFieldResource,
} from '../../../contract/custom-field'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/settings/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { emphasized } from '../../auth/emphasized'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import * as styles from './customFields.css'
import { customFieldsApi } from './customFieldsApi'
import { typeName } from './customFieldValues'

/** The team's custom fields; writers may edit and delete them. */
export function CustomFieldList({
  result,
  canWrite,
  onEdit,
}: {
  result: ApiResult<CustomFieldListData>
  canWrite: boolean
  onEdit: (field: CustomFieldResource) => void
}) {
  const t = useMessages(messages)
  const remove = useFieldDeletion()
  const columns: ListColumn<CustomFieldResource>[] = [
    { header: t('fieldList.label'), namesRow: true, cell: (field) => field.label },
    {
      header: t('fieldList.key'),
      cell: (field) => <code className={styles.key}>{field.key}</code>,
    },
    { header: t('fieldList.type'), cell: (field) => typeName(t, field.type) },
    {
      header: t('fieldList.options'),
      cell: (field) => (field.options.length > 0 ? field.options.join(', ') : '—'),
    },
  ]
  if (canWrite)
    columns.push({
      header: t('fieldList.actions'),
      quietHeader: true,
      cell: (field) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('fieldList.editLabel', { label: field.label })}
            onPress={() => onEdit(field)}
          >
            {t('fieldList.edit')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('fieldList.deleteLabel', { label: field.label })}
            onPress={() => remove(field)}
          >
            {t('fieldList.delete')}
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="fields-title" className={listStyles.section}>
      <h2 id="fields-title" className={listStyles.sectionTitle}>
        {t('fieldList.title')}
      </h2>
      <ListPage
        result={result}
        problemTitle={t('fieldList.loadFailed')}
        empty={t('fieldList.empty')}
        pagerLabel={t('fieldList.pages')}
      >
        {(fields) => <ListTable rows={fields} columns={columns} rowKey={(field) => field.id} />}
      </ListPage>
    </section>
  )
}

function useFieldDeletion() {
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (field: CustomFieldResource) => {
    const deleted = await confirm({
      title: t('fieldList.deleteTitle', { label: field.label }),
      message: (
        <>
          {emphasized(
            t('fieldList.deleteMessage', { key: field.key }),
            [field.key],
            (key, index) => (
              <code key={index}>{key}</code>
            ),
          )}
        </>
      ),
      confirmLabel: t('fieldList.deleteConfirm'),
      action: async (signal) => dataOrThrow(await customFieldsApi.remove(field.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('fieldList.deleted', { label: field.label }) })
    await router.invalidate()
  }
}
