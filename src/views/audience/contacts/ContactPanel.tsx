import type { ContactResource } from '../../../contract/contact'
import type { ContactRepliesResponse } from '../../../contract/contact-replies'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useKeptFocus } from '../../forms/useKeptFocus'
import { LoadProblem } from '../../lists/LoadProblem'
import { PendingList } from '../../lists/PendingList'
import { SidePanel } from '../../lists/SidePanel'
import { useDateText } from '../../lists/useDateText'
import { ContactForm } from './ContactForm'
import { ContactReplies } from './ContactReplies'
import { contactName } from './columns'
import { newContact } from './contactSearch'
import * as styles from './contacts.css'
import { sourceName, statusName } from './contactWords'
import type { CustomField } from './customFieldInput'

/**
 * The contact panel, open while the URL names a contact (`?contact=<id>`, or `new` to create
 * one): a sheet along the page's end edge with the contact's facts, its replies and its form.
 * Escape, a click outside or Close shuts it.
 */
export function ContactPanel({
  contactId,
  contact,
  replies,
  customFields,
  canWrite,
  onClose,
  onSaved,
}: {
  contactId: string | undefined
  contact: ApiResult<ContactResource> | null
  replies: ApiResult<ContactRepliesResponse> | null
  customFields: readonly CustomField[]
  canWrite: boolean
  onClose: () => void
  onSaved: (contact: ContactResource, created: boolean) => void
}) {
  const t = useMessages(messages)
  const creating = contactId === newContact
  const loaded = contact?.ok && contact.data.id === contactId ? contact.data : null
  const title = creating ? t('form.new') : loaded ? contactName(loaded) : t('panel.contact')
  // A fresh form with the saved values after each save, focus kept on the field it was in.
  const formKey = loaded ? `${loaded.id}-${loaded.updated_at}` : ''
  const keptFocus = useKeptFocus(formKey)

  return (
    <SidePanel isOpen={contactId !== undefined} title={title} width="narrow" onClose={onClose}>
      {creating ? (
        <ContactForm
          contact={null}
          customFields={customFields}
          onSaved={(saved) => onSaved(saved, true)}
        />
      ) : contact && !contact.ok ? (
        <LoadProblem title={t('panel.loadProblem')} result={contact} />
      ) : loaded ? (
        <>
          <ContactFacts contact={loaded} />
          {replies && <ContactReplies replies={replies} />}
          {canWrite ? (
            <div ref={keptFocus} style={{ display: 'contents' }}>
              <ContactForm
                key={formKey}
                contact={loaded}
                customFields={customFields}
                onSaved={(saved) => onSaved(saved, false)}
              />
            </div>
          ) : (
            <ReadOnlyFields contact={loaded} customFields={customFields} />
          )}
        </>
      ) : (
        <PendingList />
      )}
    </SidePanel>
  )
}

/** What the form does not change: where the contact came from and when things happened. */
function ContactFacts({ contact }: { contact: ContactResource }) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const facts: [string, string][] = [
    [t('column.source'), sourceName(words, contact.source)],
    [t('column.country'), contact.country ?? '—'],
    [t('column.network'), contact.network ?? '—'],
    [t('column.created_at'), dateText(contact.created_at)],
    [t('column.updated_at'), dateText(contact.updated_at)],
    [
      t('column.last_contacted_at'),
      contact.last_contacted_at ? dateText(contact.last_contacted_at) : t('panel.never'),
    ],
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A viewer's view of the fields the form would offer. */
function ReadOnlyFields({
  contact,
  customFields,
}: {
  contact: ContactResource
  customFields: readonly CustomField[]
}) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const rows: [string, string][] = [
    [t('column.phone'), contact.phone],
    [t('column.first_name'), contact.first_name ?? '—'],
    [t('column.last_name'), contact.last_name ?? '—'],
    [t('column.email'), contact.email ?? '—'],
    [t('column.status'), statusName(words, contact.status)],
    [t('column.tags'), contact.tags.join(', ') || '—'],
    ...customFields.map(
      (field) => [field.label, String(contact.custom_fields[field.key] ?? '—')] as [string, string],
    ),
  ]
  return (
    <dl className={styles.facts}>
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
