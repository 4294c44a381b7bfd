import { smsParts } from '../../../contract/sms-encoding'
import type { TextList as TextListData, TextResource } from '../../../contract/sms-text'
import { Button } from '../../../design/Button'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { LibraryList } from './LibraryList'
import * as styles from './library.css'
import { textsApi } from './libraryApis'
import { textLabel } from './textForm'
import { useLibraryEditor } from './useLibraryEditor'

const partsText = (body: string) => {
  const { encoding, parts } = smsParts(body)
  return `${parts} × ${encoding}`
}

/** The team's texts with their parts and placeholders; writers create, edit and delete them. */
export function TextList({
  result,
  canWrite,
}: {
  result: ApiResult<TextListData>
  canWrite: boolean
}) {
  const editor = useLibraryEditor()
  const columns: ListColumn<TextResource>[] = [
    { header: 'Name', namesRow: true, cell: (text) => textLabel(text) },
    { header: 'Body', className: styles.longTextCell, cell: (text) => text.body },
    { header: 'Parts', cell: (text) => partsText(text.body) },
    {
      header: 'Placeholders',
      cell: (text) => text.variables.map((name) => `{${name}}`).join(', ') || '—',
    },
  ]
  if (canWrite)
    columns.push({
      header: 'Actions',
      quietHeader: true,
      cell: (text) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={`Edit ${textLabel(text)}`}
            onPress={() => editor.open(text.id)}
          >
            Edit
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${textLabel(text)}`}
            onPress={() =>
              void editor.remove({
                id: text.id,
                title: `Delete ${textLabel(text)}?`,
                message: 'It can no longer be chosen as a campaign text.',
                confirmLabel: 'Delete text',
                done: `${textLabel(text)} is deleted.`,
                call: (signal) => textsApi.remove(text.id, signal),
              })
            }
          >
            Delete
          </Button>
        </RowActions>
      ),
    })
  return (
    <LibraryList title="Texts" newLabel="New text" canWrite={canWrite}>
      <ListPage
        result={result}
        problemTitle="The texts could not be loaded"
        empty={
          <>
            No texts yet.{' '}
            {canWrite
              ? 'Write one, with placeholders such as {first_name}, or have variants proposed.'
              : 'An editor can write one.'}
          </>
        }
        pagerLabel="Text pages"
      >
        {(texts) => <ListTable rows={texts} columns={columns} rowKey={(text) => text.id} />}
      </ListPage>
    </LibraryList>
  )
}
