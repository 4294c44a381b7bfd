import { contacts } from '../../../db/schema'

/** What a message to a contact is made from: its number and the placeholders' values. */
export const messageContactColumns = {
  id: contacts.id,
  phone: contacts.phone,
  country: contacts.country,
  network: contacts.network,
  first_name: contacts.firstName,
  last_name: contacts.lastName,
  email: contacts.email,
  custom_fields: contacts.customFields,
}
