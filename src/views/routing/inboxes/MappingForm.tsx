import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import {
  type RateParserProfileResource,
  type RateSheetResource,
  rateDateFormats,
  rateParserFields,
  rateParserModes,
} from '../../../contract/rate-sheet'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/routing-inboxes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as feedStyles from '../../audience/feeds/feeds.css'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { useRoutingScope } from '../scope/RoutingScope'
import {
  columnInput,
  lettersOf,
  profileRequestOf,
  resolveColumns,
  unknownColumnsRejection,
} from './columnMapping'
import { inboxesApiOf } from './inboxesApi'
import { SheetPreview, useSheetPreview } from './SheetPreview'

/**
 * The mapping form, open while the sheet waits for its first parse (or its last failed); once
 * parsed, behind a button so the change set comes first.
 */
export function MappingPanel(props: MappingFormProps) {
  const t = useMessages(messages)
  const [isOpen, setOpen] = useState(props.sheet.status !== 'parsed')
  return (
    <>
      {props.sheet.status === 'parsed' && (
        <div className={listStyles.toolbar}>
          <Button aria-expanded={isOpen} onPress={() => setOpen((open) => !open)}>
            {t(isOpen ? 'mapping.hide' : 'mapping.show')}
          </Button>
        </div>
      )}
      {isOpen && <MappingForm {...props} />}
    </>
  )
}

interface MappingFormProps {
  sheet: RateSheetResource
  vendorName: string
  profile: RateParserProfileResource | null
}

/**
 * The vendor's parser profile, mapped while looking at the sheet's first rows: each field's
 * column by its header or letter, the workbook's sheet, header row, date format and zone, A–Z
 * or partial, and the default currency. Saving stores the profile and parses the sheet with it;
 * a 422 lands on its field and what was typed stays.
 */
export function MappingForm({ sheet, vendorName, profile }: MappingFormProps) {
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const t = useMessages(messages)
  const router = useRouter()
  const [sheetName, setSheetName] = useState<string | null>(profile?.sheet_name ?? null)
  const { preview, sheets, retry } = useSheetPreview(sheet.id, sheetName)
  // A profile saved by this form whose parse was then refused is updated on the next try.
  const savedId = useRef(profile?.id ?? null)
  const letters = lettersOf(profile)
  const form = useApiForm({
    submit: async (values, signal) => {
      const headerRow = Number(values.header_row || 1)
      const header = preview?.ok ? (preview.data.rows[headerRow - 1] ?? []) : []
      const { columns, unknown } = resolveColumns(values, header)
      const refusal = unknownColumnsRejection(
        unknown,
        (typed) => t('mapping.unknownColumn', { typed }),
        t('mapping.unknownColumns'),
      )
      if (refusal) return refusal
      const body = profileRequestOf(values, columns)
      const saved = savedId.current
        ? await inboxesApi.updateProfile(savedId.current, body, signal)
        : await inboxesApi.createProfile(body, signal)
      if (!saved.ok) return saved
      savedId.current = saved.data.id
      return inboxesApi.parse({ sheet_id: sheet.id, profile_id: saved.data.id }, signal)
    },
    onSuccess: () => void router.invalidate(),
  })
  const title = t('mapping.title', { vendor: vendorName })
  return (
    <section aria-labelledby="mapping-title" className={listStyles.section}>
      <h3 id="mapping-title" className={listStyles.sectionTitle}>
        {title}
      </h3>
      <p className={listStyles.muted}>{t('mapping.intro')}</p>
      <SheetPreview preview={preview} retry={retry} />
      <ApiForm actor={form} submitLabel={t('mapping.save')} aria-label={title}>
        <input type="hidden" name="vendor_name" value={vendorName} />
        {sheets.length > 1 && (
          <Select
            name="sheet_name"
            label={t('mapping.sheet')}
            options={sheets.map((name) => ({ id: name, name }))}
            selectedKey={sheetName ?? (preview?.ok ? preview.data.sheet : null)}
            onSelectionChange={(key) => setSheetName(String(key))}
          />
        )}
        <fieldset className={feedStyles.formGrid}>
          <legend>{t('mapping.columns')}</legend>
          {rateParserFields.map((field) => (
            <TextField
              key={field}
              name={columnInput(field)}
              label={t(`field.${field}`)}
              description={t('mapping.columnHint')}
              defaultValue={letters[field] ?? ''}
              isRequired={field === 'rate'}
            />
          ))}
        </fieldset>
        <div className={feedStyles.formGrid}>
          <TextField
            name="header_row"
            label={t('mapping.headerRow')}
            description={t('mapping.headerRowHint')}
            inputMode="numeric"
            defaultValue={String(profile?.header_row ?? 1)}
            isRequired
          />
          <Select
            name="date_format"
            label={t('mapping.dateFormat')}
            options={rateDateFormats.map((format) => ({ id: format, name: format }))}
            defaultSelectedKey={profile?.date_format ?? 'YYYY-MM-DD'}
          />
          <TextField
            name="time_zone"
            label={t('mapping.timeZone')}
            description={t('mapping.timeZoneHint')}
            defaultValue={profile?.time_zone ?? 'UTC'}
            isRequired
          />
          <Select
            name="mode"
            label={t('mapping.mode')}
            options={rateParserModes.map((mode) => ({ id: mode, name: t(`mode.${mode}`) }))}
            defaultSelectedKey={profile?.mode ?? 'partial'}
          />
          <TextField
            name="default_currency"
            label={t('mapping.currency')}
            description={t('mapping.currencyHint')}
            defaultValue={profile?.default_currency ?? ''}
            isRequired
          />
        </div>
      </ApiForm>
    </section>
  )
}
