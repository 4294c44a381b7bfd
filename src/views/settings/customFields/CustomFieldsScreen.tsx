import { useLoaderData } from '@tanstack/react-router'
import { useState } from 'react'
import type { CustomFieldResource } from '../../../contract/custom-field'
import { selectTeamRole } from '../../../machines/session/permissionSelectors'
import messages from '../../../messages/settings/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { useSessionSelector } from '../../session/useSession'
import { useTeamNames } from '../../teams/roleNames'
import { CreateCustomFieldForm, EditCustomFieldForm } from './CustomFieldForm'
import { CustomFieldList } from './CustomFieldList'

/**
 * /settings/custom-fields: the fields the team's contacts carry besides their own, with a type
 * that every written value is checked against (text, number, date, yes or no, a choice).
 */
export function CustomFieldsScreen() {
  const result = useLoaderData({ from: '/_default/_verified/settings/custom-fields' })
  const t = useMessages(messages)
  const names = useTeamNames()
  const { canWrite } = useCanWrite()
  const role = useSessionSelector(selectTeamRole)
  const [editing, setEditing] = useState<CustomFieldResource | null>(null)
  // A fresh create form after each field, and after an edit ends.
  const [generation, setGeneration] = useState(0)
  const done = () => {
    setEditing(null)
    setGeneration((value) => value + 1)
  }
  return (
    <PageFrame>
      <div className={listStyles.section}>
        {!canWrite ? (
          <p className={listStyles.muted}>
            {role
              ? t('customFields.readOnly', { role: names.role(role) })
              : t('customFields.readOnlyNoTeam')}
          </p>
        ) : editing ? (
          <EditCustomFieldForm key={editing.id} field={editing} onDone={done} />
        ) : (
          <CreateCustomFieldForm key={generation} onDone={done} />
        )}
        <CustomFieldList result={result} canWrite={canWrite} onEdit={setEditing} />
      </div>
    </PageFrame>
  )
}

export function CustomFieldsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
