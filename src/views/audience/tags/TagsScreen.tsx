import { useLoaderData } from '@tanstack/react-router'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { CreateTagForm } from './CreateTagForm'
import { TagList } from './TagList'

/** /audience/contacts/tags: the team's tags, created, renamed and deleted here. */
export function TagsScreen() {
  const t = useMessages(messages)
  const result = useLoaderData({ from: '/_default/_verified/audience/contacts/tags' })
  const { canWrite, role } = useCanWrite()
  return (
    <PageFrame>
      <div className={listStyles.section}>
        {canWrite ? (
          <CreateTagForm />
        ) : (
          <p className={listStyles.muted}>{t('tags.readOnly', { role })}</p>
        )}
        <TagList result={result} canWrite={canWrite} />
      </div>
    </PageFrame>
  )
}

export function TagsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
