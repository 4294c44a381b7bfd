import type { OfferList as OfferListData, OfferResource } from '../../../contract/offer'
import { Button } from '../../../design/Button'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { useMoneyText } from '../../lists/useMoneyText'
import { LibraryList } from './LibraryList'
import * as styles from './library.css'
import { offersApi } from './libraryApis'
import { useLibraryEditor } from './useLibraryEditor'

/** The team's offers; writers create, edit and delete them (confirmed). */
export function OfferList({
  result,
  canWrite,
}: {
  result: ApiResult<OfferListData>
  canWrite: boolean
}) {
  const dateText = useDateText({ dateStyle: 'medium' })
  const moneyText = useMoneyText()
  const editor = useLibraryEditor()
  const columns: ListColumn<OfferResource>[] = [
    { header: 'Name', namesRow: true, cell: (offer) => offer.name },
    { header: 'URL', className: styles.longTextCell, cell: (offer) => offer.url },
    { header: 'Payout', cell: (offer) => moneyText(offer.payout, offer.currency) },
    { header: 'Created', cell: (offer) => dateText(offer.created_at) },
  ]
  if (canWrite)
    columns.push({
      header: 'Actions',
      quietHeader: true,
      cell: (offer) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={`Edit ${offer.name}`}
            onPress={() => editor.open(offer.id)}
          >
            Edit
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${offer.name}`}
            onPress={() =>
              void editor.remove({
                id: offer.id,
                title: `Delete ${offer.name}?`,
                message: 'Campaigns that link to it are left without an offer.',
                confirmLabel: 'Delete offer',
                done: `${offer.name} is deleted.`,
                call: (signal) => offersApi.remove(offer.id, signal),
              })
            }
          >
            Delete
          </Button>
        </RowActions>
      ),
    })
  return (
    <LibraryList title="Offers" newLabel="New offer" canWrite={canWrite}>
      <ListPage
        result={result}
        problemTitle="The offers could not be loaded"
        empty={
          <>
            No offers yet.{' '}
            {canWrite ? 'Create one: a URL and what a conversion pays.' : 'An editor can add one.'}
          </>
        }
        pagerLabel="Offer pages"
      >
        {(offers) => <ListTable rows={offers} columns={columns} rowKey={(offer) => offer.id} />}
      </ListPage>
    </LibraryList>
  )
}
