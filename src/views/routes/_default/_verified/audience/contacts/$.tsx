import { createFileRoute } from '@tanstack/react-router'
import { ContactsPending, ContactsScreen } from '../../../../../audience/contacts/ContactsScreen'
import {
  contactsDeps,
  validateContactsSearch,
} from '../../../../../audience/contacts/contactSearch'
import { loadContacts } from '../../../../../audience/contacts/contactsLoader'
import { splatParams } from '../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/audience/contacts/$')({
  params: splatParams,
  validateSearch: validateContactsSearch,
  loaderDeps: ({ search }) => contactsDeps(search),
  loader: ({ deps, abortController }) => loadContacts(deps, abortController.signal),
  pendingComponent: ContactsPending,
  component: ContactsScreen,
})
