import type { MessageValues, Translate } from '../messages/catalogue'
import messages, { type Key } from '../messages/contract/catalogue'
import { translator } from '../messages/translate'
import { type AppLocale, appLocales } from './constants'

/** A message of the contract's catalogue (src/messages/contract): what its schemas say. */
export type ContractKey = Key

/** A message with its values, said in whichever locale the answer is written in. */
export interface ContractMessage {
  key: ContractKey
  values?: MessageValues
}

const translators = Object.fromEntries(
  appLocales.map((locale) => [locale, translator(messages, locale)]),
) as Record<AppLocale, Translate<ContractKey>>

/** The contract's messages in `locale`. */
export const contractWords = (locale: AppLocale): Translate<ContractKey> => translators[locale]

/** Schemas name their messages by key (a zod issue's message); anything else is zod's own. */
export const isContractKey = (message: string): message is ContractKey =>
  Object.hasOwn(messages.en, message)

/**
 * A count or limit inside a sentence, in the locale's digits but ungrouped, as Laravel's messages
 * print them ("255 characters", "10000 items") and the spec's client expects.
 */
export const countText = (value: number | bigint, locale: AppLocale): string =>
  new Intl.NumberFormat(locale, { useGrouping: false }).format(value)

/**
 * A schema's message: its key in the contract catalogue and the values its sentence takes (the
 * issue's params). The 422 formatter says it in the request's language, naming the field.
 */
export const says = (key: ContractKey, values?: MessageValues) =>
  values ? { message: key, params: values } : { message: key }
