import type { Key } from '../../../messages/automation-editor/catalogue'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { dictionaries } from '../../../services/dictionaries'
import {
  choicesQuery,
  feedsApi,
  loadEmailTemplates,
  loadSenderIds,
  loadTexts,
  rowsOf,
  segmentsApi,
  tagsApi,
} from '../../lists/recordChoices'
import { ChoiceSetting, type NodeForm } from './settingFields'

/** The team's records listed by name, on the pickers' shared clients. */
export const byName = { ...choicesQuery, sort: 'name' }

/** A list of the team's records as a picker's options: what the setting holds, and its name. */
const optionsOf =
  <Row,>(
    load: (params: unknown, signal: AbortSignal) => Promise<Row[]>,
    option: (row: Row) => { id: string; name: string },
  ) =>
  async (params: unknown, signal: AbortSignal) =>
    (await load(params, signal)).map(option)

/**
 * Each setting that names one of the team's records: its label and where its options come from
 * (segments and feeds are dictionaries, spec §3: read once per team until one is written).
 */
const recordSettings = {
  segment_id: {
    labelKey: 'settings.segmentId',
    load: optionsOf(
      (_, signal) => dictionaries.load('segments', () => rowsOf(segmentsApi.list(byName, signal))),
      (segment) => ({ id: segment.id, name: segment.name }),
    ),
  },
  feed_id: {
    labelKey: 'settings.feedId',
    load: optionsOf(
      (_, signal) => dictionaries.load('feeds', () => rowsOf(feedsApi.list(byName, signal))),
      (feed) => ({ id: feed.id, name: feed.name }),
    ),
  },
  // A tag is named, not numbered: the setting holds its name.
  tag: {
    labelKey: 'settings.tag',
    load: optionsOf(
      (_, signal) => rowsOf(tagsApi.list(byName, signal)),
      (tag) => ({ id: tag.name, name: tag.name }),
    ),
  },
  sender_id: {
    labelKey: 'settings.senderId',
    load: optionsOf(loadSenderIds, (sender) => ({ id: sender.id, name: sender.value })),
  },
  text_id: {
    labelKey: 'settings.textId',
    load: optionsOf(loadTexts, (text) => ({ id: text.id, name: text.name ?? text.body })),
  },
  template_id: {
    labelKey: 'settings.templateId',
    load: optionsOf(loadEmailTemplates, (template) => ({ id: template.id, name: template.name })),
  },
} satisfies Record<
  string,
  {
    labelKey: Key
    load: (params: null, signal: AbortSignal) => Promise<{ id: string; name: string }[]>
  }
>

/** A setting naming one of the team's records, picked from their list by its name. */
export function RecordSetting({
  form,
  name,
}: {
  form: NodeForm
  name: keyof typeof recordSettings
}) {
  const t = useMessages(messages)
  const { labelKey, load } = recordSettings[name]
  return (
    <ChoiceSetting
      form={form}
      name={name}
      label={t(labelKey)}
      load={load}
      nameOf={(option) => option.name}
    />
  )
}
