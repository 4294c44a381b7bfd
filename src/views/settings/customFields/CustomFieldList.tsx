import { useRouter } from '@tanstack/react-router'
import type {
  CustomFieldList as CustomFieldListData,
  CustomFieldResource,
} from '../../../contract/custom-field'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import * as styles from './customFields.css'
import { customFieldsApi } from './customFieldsApi'
import { typeLabels } from './customFieldValues'

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
  const remove = useFieldDeletion()
  const columns: ListColumn<CustomFieldResource>[] = [
    { header: 'Label', namesRow: true, cell: (field) => field.label },
    { header: 'Key', cell: (field) => <code className={styles.key}>{field.key}</code> },
    { header: 'Type', cell: (field) => typeLabels[field.type] },
    {
      header: 'Options',
      cell: (field) => (field.options.length > 0 ? field.options.join(', ') : '—'),
    },
  ]
  if (canWrite)
    columns.push({
      header: 'Actions',
      quietHeader: true,
      cell: (field) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={`Edit ${field.label}`}
            onPress={() => onEdit(field)}
          >
            Edit
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${field.label}`}
            onPress={() => remove(field)}
          >
            Delete
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="fields-title" className={listStyles.section}>
      <h2 id="fields-title" className={listStyles.sectionTitle}>
        Custom fields
      </h2>
      <ListPage
        result={result}
        problemTitle="The custom fields could not be loaded"
        empty="This team has no custom fields yet. Contacts carry their phone, names, email, country, network, tags, status and source; add a field for anything else you keep about them."
        pagerLabel="Custom field pages"
      >
        {(fields) => <ListTable rows={fields} columns={columns} rowKey={(field) => field.id} />}
      </ListPage>
    </section>
  )
}

function useFieldDeletion() {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (field: CustomFieldResource) => {
    const deleted = await confirm({
      title: `Delete ${field.label}?`,
      message: (
        <>
          Every contact&apos;s value for it (stored under <code>{field.key}</code>) is deleted with
          it, and cannot be brought back. Imports, feeds, filters and segments that name the key are
          refused from then on.
        </>
      ),
      confirmLabel: 'Delete field',
      action: async (signal) => dataOrThrow(await customFieldsApi.remove(field.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: `The custom field ${field.label} is deleted.` })
    await router.invalidate()
  }
}
