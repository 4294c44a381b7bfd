import type { OfferList as OfferListData, OfferResource } from '../../../contract/offer'
import { Button } from '../../../design/Button'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
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
  const t = useMessages(messages)
  const columns: ListColumn<OfferResource>[] = [
    { header: t('library.name'), namesRow: true, cell: (offer) => offer.name },
    { header: t('offers.url'), className: styles.longTextCell, cell: (offer) => offer.url },
    { header: t('offers.payout'), cell: (offer) => moneyText(offer.payout, offer.currency) },
    { header: t('library.created.column'), cell: (offer) => dateText(offer.created_at) },
  ]
  if (canWrite)
    columns.push({
      header: t('library.actions'),
      quietHeader: true,
      cell: (offer) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('library.editNamed', { name: offer.name })}
            onPress={() => editor.open(offer.id)}
          >
            {t('library.edit')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('library.deleteNamed', { name: offer.name })}
            onPress={() =>
              void editor.remove({
                id: offer.id,
                title: t('library.deleteQuestion', { name: offer.name }),
                message: t('offers.deleteMessage'),
                confirmLabel: t('offers.deleteConfirm'),
                done: t('library.deleted', { name: offer.name }),
                call: (signal) => offersApi.remove(offer.id, signal),
              })
            }
          >
            {t('library.delete')}
          </Button>
        </RowActions>
      ),
    })
  return (
    <LibraryList
      id="library-offers-title"
      title={t('offers.title')}
      newLabel={t('offers.new')}
      canWrite={canWrite}
    >
      <ListPage
        result={result}
        problemTitle={t('offers.problem')}
        empty={canWrite ? t('offers.emptyWriter') : t('offers.emptyReader')}
        pagerLabel={t('offers.pager')}
      >
        {(offers) => <ListTable rows={offers} columns={columns} rowKey={(offer) => offer.id} />}
      </ListPage>
    </LibraryList>
  )
}
