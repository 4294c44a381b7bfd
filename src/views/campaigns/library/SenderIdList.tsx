import { useLocale } from 'react-aria-components'
import type { CountryResource } from '../../../contract/countries'
import type {
  SenderIdList as SenderIdListData,
  SenderIdResource,
} from '../../../contract/sender-id'
import { Button } from '../../../design/Button'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { LibraryList } from './LibraryList'
import { senderIdsApi } from './libraryApis'
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
  const t = useMessages(messages)
  const { locale } = useLocale()
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
  const countryName = (code: string) =>
    countries.find((country) => country.code === code)?.name ?? code
  const columns: ListColumn<SenderIdResource>[] = [
    { header: t('senderIds.value'), namesRow: true, cell: (senderId) => senderId.value },
    { header: t('senderIds.kind'), cell: (senderId) => t(`senderId.kind.${senderId.kind}`) },
    {
      header: t('senderIds.countries'),
      cell: (senderId) =>
        senderId.countries.length > 0
          ? list.format(senderId.countries.map(countryName))
          : t('senderIds.anywhere'),
    },
    { header: t('library.created.column'), cell: (senderId) => dateText(senderId.created_at) },
  ]
  if (canWrite)
    columns.push({
      header: t('library.actions'),
      quietHeader: true,
      cell: (senderId) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('library.editNamed', { name: senderId.value })}
            onPress={() => editor.open(senderId.id)}
          >
            {t('library.edit')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('library.deleteNamed', { name: senderId.value })}
            onPress={() =>
              void editor.remove({
                id: senderId.id,
                title: t('library.deleteQuestion', { name: senderId.value }),
                message: t('senderIds.deleteMessage'),
                confirmLabel: t('senderIds.deleteConfirm'),
                done: t('library.deleted', { name: senderId.value }),
                call: (signal) => senderIdsApi.remove(senderId.id, signal),
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
      id="library-sender-ids-title"
      title={t('senderIds.title')}
      newLabel={t('senderIds.new')}
      canWrite={canWrite}
    >
      <ListPage
        result={result}
        problemTitle={t('senderIds.problem')}
        empty={canWrite ? t('senderIds.emptyWriter') : t('senderIds.emptyReader')}
        pagerLabel={t('senderIds.pager')}
      >
        {(senderIds) => (
          <ListTable rows={senderIds} columns={columns} rowKey={(senderId) => senderId.id} />
        )}
      </ListPage>
    </LibraryList>
  )
}
