import { useState } from 'react'
import {
  offerLinkPlaceholder,
  placeholderToken,
  usesOfferLink,
} from '../../../contract/sms-placeholders'
import { MultiSelect } from '../../../design/MultiSelect'
import { Notice } from '../../../design/Notice'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { CampaignWizardRef } from '../../../machines/campaignWizard'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { dictionaries } from '../../../services/dictionaries'
import * as listStyles from '../../lists/lists.css'
import { choicesQuery, loadSenderIds, loadTexts, rowsOf } from '../../lists/recordChoices'
import { useLiveQuery } from '../../lists/useLiveQuery'
import { OfferForm } from '../library/OfferForm'
import { SenderIdForm } from '../library/SenderIdForm'
import { NewRecordSheet } from './NewRecordSheet'
import { QueryState } from './QueryState'
import { SmsCounter } from './SmsCounter'
import { serverErrors } from './serverErrors'
import { TextComposer } from './TextComposer'
import { textName } from './textName'
import { exampleDomain, previewOf } from './textPreview'
import { useFieldErrors, useWizard } from './useWizard'
import * as styles from './wizard.css'
import { loadCountryRows, offersApi } from './wizardApis'

const noOffer = 'none'

// Offers are a dictionary (spec §3): read once per team, until one is written.
const loadOffers = (_version: number, signal: AbortSignal) =>
  dictionaries.load('offers', () =>
    rowsOf(offersApi.list({ ...choicesQuery, sort: 'name' }, signal)),
  )

/** Step 2: what recipients receive: sender ids in turn, text variants, the offer and its link. */
export function ContentStep({ actor }: { actor: CampaignWizardRef }) {
  const { draft, change } = useWizard(actor)
  const t = useMessages(messages)
  const [textsVersion, setTextsVersion] = useState(0)
  // Each version is bumped once a record of its kind is created here, so its list is read again.
  const [sendersVersion, setSendersVersion] = useState(0)
  const [offersVersion, setOffersVersion] = useState(0)
  const senderIds = useLiveQuery(loadSenderIds, sendersVersion)
  const texts = useLiveQuery(loadTexts, textsVersion)
  const offers = useLiveQuery(loadOffers, offersVersion)
  const countries = useLiveQuery(loadCountryRows, null)
  const errors = {
    senderIds: useFieldErrors(actor, 'sender_ids'),
    texts: useFieldErrors(actor, 'text_ids'),
    offer: useFieldErrors(actor, 'offer_id'),
    domain: useFieldErrors(actor, 'tracking_domain'),
  }
  const domain = draft.tracking_domain.trim() || null
  const chosenTexts = (texts.data ?? []).filter((text) => draft.text_ids.includes(text.id))
  const needsOffer = chosenTexts.some((text) => usesOfferLink(text.body))
  const senderValue = (id: string) =>
    senderIds.data?.find((sender) => sender.id === id)?.value ?? id
  return (
    <div className={styles.stepBody}>
      <section aria-labelledby="senders-title" className={listStyles.section}>
        <h3 id="senders-title" className={listStyles.sectionTitle}>
          {t('content.senders')}
        </h3>
        <QueryState query={senderIds} what="senderIds" empty={t('content.noSenders')}>
          {(rows) => (
            <MultiSelect
              label={t('content.senders')}
              searchLabel={t('picker.searchSenders')}
              optionsLabel={t('picker.senderOptions')}
              options={rows.map((sender) => ({
                id: sender.id,
                name: sender.value,
                detail: t('content.senderKind', { kind: sender.kind }),
              }))}
              value={draft.sender_ids}
              onChange={(sender_ids) => change({ sender_ids })}
              errors={errors.senderIds}
            />
          )}
        </QueryState>
        <NewRecordSheet label={t('content.newSender')} title={t('content.newSenderTitle')}>
          {(close) => (
            <SenderIdForm
              senderId={null}
              countries={countries.data ?? []}
              onSaved={(sender) => {
                change({ sender_ids: [...draft.sender_ids, sender.id] })
                setSendersVersion((version) => version + 1)
                close()
              }}
            />
          )}
        </NewRecordSheet>
        {draft.sender_ids.length > 1 && (
          <p className={listStyles.muted}>
            {t('content.rotation', { senders: draft.sender_ids.map(senderValue).join(' → ') })}
          </p>
        )}
      </section>

      <section aria-labelledby="texts-title" className={listStyles.section}>
        <h3 id="texts-title" className={listStyles.sectionTitle}>
          {t('content.texts')}
        </h3>
        <QueryState query={texts} what="texts" empty={t('content.noTexts')}>
          {(rows) => (
            <MultiSelect
              label={t('content.variants')}
              searchLabel={t('picker.searchTexts')}
              optionsLabel={t('picker.textOptions')}
              description={t('content.variantsDescription')}
              options={rows.map((text) => ({ id: text.id, name: textName(text) }))}
              value={draft.text_ids}
              onChange={(text_ids) => change({ text_ids })}
              errors={errors.texts}
            />
          )}
        </QueryState>
        {chosenTexts.map((text) => (
          <article key={text.id} aria-label={textName(text)} className={styles.card}>
            <p className={styles.preview}>{previewOf(text.body, domain)}</p>
            <SmsCounter body={text.body} trackingDomain={domain} />
          </article>
        ))}
        <TextComposer
          trackingDomain={domain}
          onCreated={(text) => {
            change({ text_ids: [...draft.text_ids, text.id] })
            setTextsVersion((version) => version + 1)
          }}
        />
      </section>

      <section aria-labelledby="offer-title" className={listStyles.section}>
        <h3 id="offer-title" className={listStyles.sectionTitle}>
          {t('content.offerTitle')}
        </h3>
        {needsOffer && (
          <Notice tone="info">
            {t('content.needsOffer', { token: placeholderToken(offerLinkPlaceholder) })}
          </Notice>
        )}
        <div className={styles.grid}>
          <QueryState query={offers} what="offers" empty={t('content.noOffers')}>
            {(rows) => (
              <Select
                label={t('content.offer')}
                options={[
                  { id: noOffer, name: t('content.noOffer') },
                  ...rows.map((offer) => ({ id: offer.id, name: offer.name })),
                ]}
                selectedKey={draft.offer_id ?? noOffer}
                onSelectionChange={(key) =>
                  change({ offer_id: key === noOffer || key === null ? null : String(key) })
                }
                {...serverErrors(errors.offer)}
              />
            )}
          </QueryState>
          <NewRecordSheet label={t('content.newOffer')} title={t('content.newOfferTitle')}>
            {(close) => (
              <OfferForm
                offer={null}
                onSaved={(offer) => {
                  change({ offer_id: offer.id })
                  setOffersVersion((version) => version + 1)
                  close()
                }}
              />
            )}
          </NewRecordSheet>
          <TextField
            name="tracking_domain"
            label={t('content.domain')}
            description={t('content.domainDescription', {
              pattern: `https://<${t('content.domainWord')}>/l/<${t('content.codeWord')}>`,
            })}
            placeholder={exampleDomain}
            value={draft.tracking_domain}
            onChange={(tracking_domain) => change({ tracking_domain })}
            {...serverErrors(errors.domain)}
          />
        </div>
      </section>
    </div>
  )
}
