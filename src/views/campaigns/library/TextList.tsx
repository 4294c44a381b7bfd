import { smsParts } from '../../../contract/sms-encoding'
import { placeholderToken } from '../../../contract/sms-placeholders'
import type { TextList as TextListData, TextResource } from '../../../contract/sms-text'
import { Button } from '../../../design/Button'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { LibraryList } from './LibraryList'
import * as styles from './library.css'
import { textsApi } from './libraryApis'
import { textLabel } from './textForm'
import { useLibraryEditor } from './useLibraryEditor'

/** The team's texts with their parts and placeholders; writers create, edit and delete them. */
export function TextList({
  result,
  canWrite,
}: {
  result: ApiResult<TextListData>
  canWrite: boolean
}) {
  const editor = useLibraryEditor()
  const t = useMessages(messages)
  const partsText = (body: string) => {
    const { encoding, parts } = smsParts(body)
    return t('texts.partsValue', { parts, encoding })
  }
  const columns: ListColumn<TextResource>[] = [
    { header: t('library.name'), namesRow: true, cell: (text) => textLabel(text) },
    { header: t('texts.body'), className: styles.longTextCell, cell: (text) => text.body },
    { header: t('texts.parts'), cell: (text) => partsText(text.body) },
    {
      header: t('texts.placeholders'),
      cell: (text) => text.variables.map(placeholderToken).join(', ') || t('texts.noPlaceholders'),
    },
  ]
  if (canWrite)
    columns.push({
      header: t('library.actions'),
      quietHeader: true,
      cell: (text) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('library.editNamed', { name: textLabel(text) })}
            onPress={() => editor.open(text.id)}
          >
            {t('library.edit')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('library.deleteNamed', { name: textLabel(text) })}
            onPress={() =>
              void editor.remove({
                id: text.id,
                title: t('library.deleteQuestion', { name: textLabel(text) }),
                message: t('texts.deleteMessage'),
                confirmLabel: t('texts.deleteConfirm'),
                done: t('library.deleted', { name: textLabel(text) }),
                call: (signal) => textsApi.remove(text.id, signal),
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
      id="library-texts-title"
      title={t('texts.title')}
      newLabel={t('texts.new')}
      canWrite={canWrite}
    >
      <ListPage
        result={result}
        problemTitle={t('texts.problem')}
        empty={
          canWrite
            ? t('texts.emptyWriter', { example: placeholderToken('first_name') })
            : t('texts.emptyReader')
        }
        pagerLabel={t('texts.pager')}
      >
        {(texts) => <ListTable rows={texts} columns={columns} rowKey={(text) => text.id} />}
      </ListPage>
    </LibraryList>
  )
}
