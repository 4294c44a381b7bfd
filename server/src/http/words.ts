import { type AppLocale, appLocales } from '../../../src/contract/constants'
import { type ContractKey, contractWords } from '../../../src/contract/messages'
import type { MessageValues, Translate } from '../../../src/messages/catalogue'
import messages, { type Key } from '../../../src/messages/server/catalogue'
import { translator } from '../../../src/messages/translate'

/** A message of the server's catalogue (src/messages/server). */
export type ServerKey = Key

/**
 * Words not yet in any language: an error or a mail is made where the server decides, and said
 * in the language of the answer (the request's) or of the mail (its recipient's) later.
 */
export type Words = (locale: AppLocale) => string

const translators = Object.fromEntries(
  appLocales.map((locale) => [locale, translator(messages, locale)]),
) as Record<AppLocale, Translate<ServerKey>>

/** The server's messages in `locale`. */
export const serverWords = (locale: AppLocale): Translate<ServerKey> => translators[locale]

/** A message of the server's catalogue with its values, to be said in any locale. */
export const said =
  (key: ServerKey, values?: MessageValues): Words =>
  (locale) =>
    translators[locale](key, values)

/** A message of the contract's catalogue (what its schemas and value readers say), likewise. */
export const saidByContract =
  (key: ContractKey, values?: MessageValues): Words =>
  (locale) =>
    contractWords(locale)(key, values)

/**
 * The things messages name, as codes: the catalogue's `thing` and `things` choose the words
 * (`thing.notFound`, `refusal.resource`), so no sentence is glued from a noun.
 */
export type Thing =
  | 'contact'
  | 'customField'
  | 'feed'
  | 'offer'
  | 'segment'
  | 'senderId'
  | 'campaign'
  | 'tag'
  | 'text'
  | 'agent'
  | 'voiceCampaign'
  | 'member'
  | 'invitation'
  | 'team'
  | 'apiToken'
  | 'dataFile'
  | 'call'
  | 'campaignReport'
  | 'automation'
  | 'emailTemplate'
  | 'network'
  | 'smppConnection'
  | 'mnpLookup'
  | 'rateSheet'
  | 'rateParserProfile'
  | 'route'
  | 'vendorRate'
  | 'routingPlan'
  | 'routingRule'
  | 'company'
  | 'livePhone'
  | 'clientRateRule'
  | 'hubEndpoint'
  | 'staticClientRate'
  | 'profitLogic'
  | 'profitLogicRule'

/**
 * Words written elsewhere in English only (the campaign lifecycle's refusals, which the client
 * shares): the same in every language.
 */
export const asWritten =
  (text: string): Words =>
  () =>
    text
