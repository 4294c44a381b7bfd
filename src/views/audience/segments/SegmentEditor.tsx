import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { audienceLimits } from '../../../contract/constants'
import type { SegmentFields, SegmentResource } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { TextField } from '../../../design/TextField'
import {
  type FormOutcome,
  selectFieldErrors,
  selectFormAlert,
  selectIsSubmitting,
} from '../../../machines/form'
import {
  createSegmentBuilderActors,
  type SegmentBuilderEvent,
  segmentBuilderMachine,
  selectNextNodeId,
  selectRuleErrors,
  selectTree,
} from '../../../machines/segmentBuilder'
import { errorsByNode, parentOf, toRules } from '../../../machines/segmentBuilder/ruleTree'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { useApiForm } from '../../auth/useApiForm'
import { UnsavedChangesGuard } from '../../forms/useUnsavedChanges'
import * as listStyles from '../../lists/lists.css'
import { useDraftedActorRef } from '../../session/useDraftedActorRef'
import { useFormDraft } from '../../session/useFormDraft'
import { PreviewPanel } from './PreviewPanel'
import { addRuleButtonId, type RuleEditing, RuleGroupEditor } from './RuleGroupEditor'
import * as styles from './segments.css'
import { segmentsApi } from './segmentsApi'
import { useSegmentDeletion } from './useSegmentDeletion'

const builderActors = createSegmentBuilderActors({
  preview: (rules, count, signal) => segmentsApi.preview(rules, count, signal),
})

/**
 * A segment's name and rules, with the live preview beside them. Saving sends the rules as they
 * stand; a 422 shows at the field or the rule it names, and what was typed stays.
 */
export function SegmentEditor({
  fields,
  segment,
  aside,
}: {
  fields: SegmentFields
  segment?: SegmentResource
  /** The saved segment's count and summary, under the preview. */
  aside?: React.ReactNode
}) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const router = useRouter()
  const notify = useNotify()
  const deleteSegment = useSegmentDeletion()
  const formRef = useRef<HTMLFormElement>(null)
  // Its rules live in the builder machine, its name and description in the form: both are
  // drafts kept across a lost session.
  const { actor: builder } = useDraftedActorRef(
    'segment-rules',
    segmentBuilderMachine.provide({ actors: builderActors }),
    {
      input: {
        fields: fields.fields,
        engagementEvents: fields.engagement_events,
        rules: segment?.rules,
      },
    },
  )
  const draftRestored = useFormDraft('segment', formRef)
  // Every edit (the name, the description, a rule) passes through `edit`; a save clears it. Not
  // while sending: a new segment's save navigates to it before the machine settles.
  const edited = useRef(false)
  const form = useApiForm<SegmentResource>({
    submit: (values, signal) => {
      const body = {
        name: values.name ?? '',
        description: values.description ?? '',
        rules: toRules(builder.getSnapshot().context.tree),
      }
      return (
        segment ? segmentsApi.update(segment.id, body, signal) : segmentsApi.create(body, signal)
      ) as Promise<FormOutcome>
    },
    onSuccess: (saved) => {
      edited.current = false
      notify.notify({ type: 'success', message: t('editor.saved', { name: saved.name }) })
      if (segment) void router.invalidate()
      else void navigate({ to: '/audience/contacts/segments/$id', params: { id: saved.id } })
    },
  })
  const edit = (field: string) => {
    edited.current = true
    form.send({ type: 'form.edit', field })
  }
  const isDirty = () => edited.current && !form.getSnapshot().matches('submitting')
  const tree = useSelector(builder, selectTree)
  const builderErrors = useSelector(builder, selectRuleErrors)
  const snapshot = useSelector(builder, (each) => each)
  const fieldErrors = useSelector(form, selectFieldErrors)
  const alert = useSelector(form, selectFormAlert)
  const isSaving = useSelector(form, selectIsSubmitting)
  const [focusId, setFocusId] = useState<string | null>(null)
  const isRejected = alert?.kind === 'rejected'

  useEffect(() => {
    if (isRejected) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [isRejected])

  const editing: RuleEditing = {
    fields: fields.fields,
    engagementEvents: fields.engagement_events,
    ruleErrors: { ...builderErrors, ...errorsByNode(tree, fieldErrors) },
    focusId,
    can: (event) => snapshot.can(event),
    send: (event: SegmentBuilderEvent) => {
      const before = builder.getSnapshot()
      builder.send(event)
      edit('rules')
      // Keyboard users keep their place: on what they added, or on their group's add button.
      if (event.type === 'rules.addCondition' || event.type === 'rules.addGroup')
        setFocusId(selectNextNodeId(before))
      if (event.type === 'rules.remove') {
        const parent = parentOf(before.context.tree, event.id)
        if (parent)
          requestAnimationFrame(() => document.getElementById(addRuleButtonId(parent.id))?.focus())
      }
    },
  }

  const remove = async () => {
    if (segment && (await deleteSegment(segment)))
      await navigate({ to: '/audience/contacts/segments' })
  }

  return (
    <div className={styles.layout}>
      <Form
        ref={formRef}
        aria-label={segment ? t('editor.edit', { name: segment.name }) : t('list.new')}
        className={styles.column}
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault()
          const values = new FormData(event.currentTarget)
          form.send({
            type: 'form.submit',
            values: {
              name: String(values.get('name') ?? ''),
              description: String(values.get('description') ?? ''),
            },
          })
        }}
      >
        <UnsavedChangesGuard isDirty={isDirty} />
        {draftRestored && <Notice tone="info">{t('editor.draftRestored')}</Notice>}
        {alert && (
          <Notice
            tone={alert.kind === 'failed' ? 'danger' : 'warning'}
            role="alert"
            title={t(alert.kind === 'failed' ? 'editor.notSaved' : 'editor.check')}
          >
            {alert.message}
          </Notice>
        )}
        <TextField
          name="name"
          label={t('list.name')}
          defaultValue={segment?.name ?? ''}
          maxLength={audienceLimits.nameMaxLength}
          isRequired
          autoComplete="off"
          onChange={() => edit('name')}
        />
        <TextField
          name="description"
          label={t('editor.description')}
          description={t('editor.descriptionHint')}
          defaultValue={segment?.description ?? ''}
          autoComplete="off"
          onChange={() => edit('description')}
        />
        <h2 className={listStyles.sectionTitle}>{t('list.rules')}</h2>
        <RuleGroupEditor group={tree} path="" editing={editing} />
        <div className={styles.formActions}>
          <Button type="submit" tone="primary" variant="solid" isBusy={isSaving}>
            {t(segment ? 'editor.save' : 'editor.create')}
          </Button>
          {segment && (
            <Button tone="danger" onPress={remove}>
              {t('delete.confirm')}
            </Button>
          )}
        </div>
      </Form>
      <div className={styles.column}>
        <PreviewPanel builder={builder} />
        {aside}
      </div>
    </div>
  )
}
