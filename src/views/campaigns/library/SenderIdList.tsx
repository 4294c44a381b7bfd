import type { CountryResource } from '../../../contract/countries'
import type {
  SenderIdList as SenderIdListData,
  SenderIdResource,
} from '../../../contract/sender-id'
import { Button } from '../../../design/Button'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { LibraryList } from './LibraryList'
import { senderIdsApi } from './libraryApis'
import { senderIdKindNames } from './senderIdCheck'
import { useLibraryEditor } from './useLibraryEditor'

/** The team's sender ids with their kind and countries; writers create, edit and delete them. */
export function SenderIdList({
  result,
  countries,
  canWrite,
}: {
  result: ApiResult<SenderIdListData>
  countries: readonly CountryResource[]
  canWrite: boolean
}) {
  const dateText = useDateText({ dateStyle: 'medium' })
  const editor = useLibraryEditor()
  const countryName = (code: string) =>
    countries.find((country) => country.code === code)?.name ?? code
  const columns: ListColumn<SenderIdResource>[] = [
    { header: 'Sender id', namesRow: true, cell: (senderId) => senderId.value },
    { header: 'Kind', cell: (senderId) => senderIdKindNames[senderId.kind] },
    {
      header: 'Countries',
      cell: (senderId) =>
        senderId.countries.length > 0 ? senderId.countries.map(countryName).join(', ') : 'Anywhere',
    },
    { header: 'Created', cell: (senderId) => dateText(senderId.created_at) },
  ]
  if (canWrite)
    columns.push({
      header: 'Actions',
      quietHeader: true,
      cell: (senderId) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={`Edit ${senderId.value}`}
            onPress={() => editor.open(senderId.id)}
          >
            Edit
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${senderId.value}`}
            onPress={() =>
              void editor.remove({
                id: senderId.id,
                title: `Delete ${senderId.value}?`,
                message: 'It can no longer be chosen as a campaign sender.',
                confirmLabel: 'Delete sender id',
                done: `${senderId.value} is deleted.`,
                call: (signal) => senderIdsApi.remove(senderId.id, signal),
              })
            }
          >
            Delete
          </Button>
        </RowActions>
      ),
    })
  return (
    <LibraryList title="Sender ids" newLabel="New sender id" canWrite={canWrite}>
      <ListPage
        result={result}
        problemTitle="The sender ids could not be loaded"
        empty={
          <>
            No sender ids yet.{' '}
            {canWrite
              ? 'Add the names or numbers your messages come from.'
              : 'An editor can add one.'}
          </>
        }
        pagerLabel="Sender id pages"
      >
        {(senderIds) => (
          <ListTable rows={senderIds} columns={columns} rowKey={(senderId) => senderId.id} />
        )}
      </ListPage>
    </LibraryList>
  )
}
