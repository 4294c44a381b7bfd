import type { SnapshotFrom } from 'xstate'
import type { CountryListMachine } from './countryList.machine'
import type { PhoneInputMachine } from './phoneInput.machine'

type PhoneSnapshot = SnapshotFrom<PhoneInputMachine>
type ListSnapshot = SnapshotFrom<CountryListMachine>

export const selectPhoneValue = (snapshot: PhoneSnapshot) => snapshot.context.value
export const selectText = (snapshot: PhoneSnapshot) => snapshot.context.text
export const selectCountry = (snapshot: PhoneSnapshot) => snapshot.context.country
export const selectIsDetecting = (snapshot: PhoneSnapshot) => snapshot.hasTag('detecting')
export const selectIsChecked = (snapshot: PhoneSnapshot) => snapshot.hasTag('checked')
/** The error shows once the field has been left, then follows every keystroke. */
export const selectVisibleError = (snapshot: PhoneSnapshot) =>
  snapshot.hasTag('checked') ? snapshot.context.error : null

export const selectIsListOpen = (snapshot: ListSnapshot) => snapshot.hasTag('open')
export const selectPlacement = (snapshot: ListSnapshot) => snapshot.context.placement
export const selectFound = (snapshot: ListSnapshot) =>
  snapshot.hasTag('finding') ? snapshot.context.found : null
export const selectIsFinding = (snapshot: ListSnapshot) => snapshot.hasTag('finding')
