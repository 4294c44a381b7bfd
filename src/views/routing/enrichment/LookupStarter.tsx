import { useState } from 'react'
import type { MnpCount, MnpLookupRequest } from '../../../contract/enrichment'
import { dataOrThrow, failureMessage } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Select } from '../../../design/Select'
import { TextAreaField } from '../../../design/TextAreaField'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/enrichment/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import * as listStyles from '../../lists/lists.css'
import { useMoneyText } from '../../lists/useMoneyText'
import { enrichmentApi } from './enrichmentApi'
import { FactList } from './FactList'

type Source = 'list' | 'segment'

/** The pasted text as the numbers it holds: one per line or separated by commas or semicolons. */
const numbersIn = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * Choose a segment or paste numbers, count them (how many, how many fresh in the cache, how many
 * to look up, and the estimated cost), then start the run after a confirmation that repeats the
 * cost. Every member counts; `canStart` (owners and admins) starts.
 */
export function LookupStarter({
  segments,
  canStart,
  teamRole,
  onStarted,
}: {
  segments: { id: string; name: string }[]
  canStart: boolean
  /** The caller's role, named when it may not start. */
  teamRole: string
  onStarted: () => void
}) {
  const t = useMessages(messages)
  const notify = useNotify()
  const confirm = useConfirm()
  const problemText = useProblemText()
  const money = useMoneyText()
  const [source, setSource] = useState<Source>('list')
  const [segmentId, setSegmentId] = useState<string | null>(segments[0]?.id ?? null)
  const [text, setText] = useState('')
  const [counted, setCounted] = useState<{ request: MnpLookupRequest; count: MnpCount } | null>(
    null,
  )
  const request: MnpLookupRequest | null =
    source === 'segment'
      ? segmentId
        ? { segment_id: segmentId }
        : null
      : numbersIn(text).length > 0
        ? { numbers: numbersIn(text) }
        : null
  const forget = () => setCounted(null)

  const count = async () => {
    if (!request) return
    const answer = await enrichmentApi.count(request)
    if (!answer.ok) {
      notify.notify({ type: 'danger', message: problemText(failureMessage(answer)) })
      return
    }
    setCounted({ request, count: answer.data })
  }

  const start = async () => {
    if (!counted) return
    const started = await confirm({
      title: t('confirm.title'),
      message: t('confirm.message', {
        count: counted.count.to_look_up,
        fresh: counted.count.fresh,
        cost: money(counted.count.estimated_cost, counted.count.currency),
      }),
      confirmLabel: t('confirm.label'),
      action: async (signal) => dataOrThrow(await enrichmentApi.start(counted.request, signal)),
    })
    if (!started) return
    notify.notify({ type: 'success', message: t('started') })
    setCounted(null)
    onStarted()
  }

  return (
    <section aria-labelledby="mnp-start-title" className={listStyles.section}>
      <h2 id="mnp-start-title" className={listStyles.sectionTitle}>
        {t('start.title')}
      </h2>
      <Select
        label={t('start.source')}
        options={[
          { id: 'list', name: t('start.sourceList') },
          { id: 'segment', name: t('start.sourceSegment') },
        ]}
        selectedKey={source}
        onSelectionChange={(key) => {
          setSource(key === 'segment' ? 'segment' : 'list')
          forget()
        }}
      />
      {source === 'segment' ? (
        segments.length === 0 ? (
          <p className={listStyles.muted}>{t('start.noSegments')}</p>
        ) : (
          <Select
            label={t('start.segment')}
            options={segments}
            selectedKey={segmentId}
            onSelectionChange={(key) => {
              setSegmentId(key === null ? null : String(key))
              forget()
            }}
          />
        )
      ) : (
        <TextAreaField
          label={t('start.numbers')}
          description={t('start.numbersHint')}
          value={text}
          onChange={(value) => {
            setText(value)
            forget()
          }}
          rows={4}
        />
      )}
      <div className={listStyles.toolbar}>
        <Button isDisabled={!request} onPress={() => void count()}>
          {t('start.count')}
        </Button>
        {canStart && (
          <Button
            tone="primary"
            variant="solid"
            isDisabled={!counted || counted.count.numbers === 0}
            onPress={() => void start()}
          >
            {t('start.start')}
          </Button>
        )}
      </div>
      {!canStart && <p className={listStyles.muted}>{t('start.readOnly', { role: teamRole })}</p>}
      {counted && <CountFacts count={counted.count} />}
    </section>
  )
}

function CountFacts({ count }: { count: MnpCount }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const rows: [string, string][] = [
    [t('count.numbers'), String(count.numbers)],
    [t('count.invalid'), String(count.invalid)],
    [t('count.fresh'), String(count.fresh)],
    [t('count.toLookUp'), String(count.to_look_up)],
    [t('count.cost'), money(count.estimated_cost, count.currency)],
  ]
  return (
    <section aria-label={t('count.title')}>
      <FactList rows={rows} />
      <p className={listStyles.muted}>
        {t('count.unit', { cost: money(count.unit_cost, count.currency) })}
      </p>
    </section>
  )
}
