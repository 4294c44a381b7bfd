import { getLocalTimeZone } from '@internationalized/date'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import {
  type CampaignWizardRef,
  campaignWizardMachine,
  createCampaignWizardActors,
  selectCampaign,
  selectHasUnsavedChanges,
  selectIsLocked,
  selectIsSaving,
  selectNeighbours,
  selectSaveAlert,
  selectStep,
  type WizardStep,
  wizardSteps,
} from '../../../machines/campaignWizard'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useUnsavedChanges } from '../../forms/useUnsavedChanges'
import * as listStyles from '../../lists/lists.css'
import { useDraftedActorRef } from '../../session/useDraftedActorRef'
import { ContentStep } from './ContentStep'
import { RecipientsStep } from './RecipientsStep'
import { ReviewStep } from './ReviewStep'
import { ScheduleStep } from './ScheduleStep'
import { saveDraft } from './saveDraft'
import * as styles from './wizard.css'

/**
 * The create/edit wizard of a draft campaign (the campaignWizard machine): the open step in the
 * URL, each step saved before another opens, unsaved changes warned about before leaving. Each
 * save's answer goes to `onSaved`, so the page (its banner, the review) reads one campaign.
 */
export function CampaignWizard({
  campaign,
  onSaved,
}: {
  campaign: SmsCampaignResource
  onSaved: (campaign: SmsCampaignResource) => void
}) {
  const search = useSearch({ from: '/_default/_verified/campaigns/$id' })
  const urlStep = search.step ?? wizardSteps[0]
  // What is typed in a step lives in the machine until saved: kept across a lost session.
  const { actor, restored } = useDraftedActorRef(
    'campaign-wizard',
    campaignWizardMachine.provide({ actors: createCampaignWizardActors({ save: saveDraft }) }),
    { input: { campaign, step: urlStep, defaultZone: getLocalTimeZone() } },
  )
  useStepInUrl(actor, urlStep)
  useLeaveWarning(actor)
  const step = useSelector(actor, selectStep)
  const saved = useSelector(actor, selectCampaign)
  const t = useMessages(messages)
  useEffect(() => onSaved(saved), [onSaved, saved])
  return (
    <section aria-labelledby="wizard-title" className={styles.wizard}>
      <h2 id="wizard-title" className={listStyles.sectionTitle}>
        {t('wizard.title')}
      </h2>
      <StepList actor={actor} />
      {restored && <Notice tone="info">{t('wizard.restored')}</Notice>}
      <SaveProblem actor={actor} />
      <section aria-labelledby="step-title" className={styles.stepBody}>
        <h3
          id="step-title"
          ref={useFocusOnStep(step)}
          tabIndex={-1}
          className={listStyles.sectionTitle}
        >
          {t(`step.${step}`)}
        </h3>
        {step === 'recipients' && <RecipientsStep actor={actor} />}
        {step === 'content' && <ContentStep actor={actor} />}
        {step === 'schedule' && <ScheduleStep actor={actor} />}
        {step === 'review' && <ReviewStep actor={actor} campaign={campaign} />}
      </section>
      <StepFooter actor={actor} />
    </section>
  )
}

/**
 * The URL and the machine agree on the step: the machine's step is written to the URL, and a
 * step the URL names (back and forward, a link) is asked of the machine, which saves first. A
 * step it could not open (the save failed) is put back in the URL.
 */
function useStepInUrl(actor: CampaignWizardRef, urlStep: WizardStep) {
  const navigate = useNavigate()
  const step = useSelector(actor, selectStep)
  const saving = useSelector(actor, selectIsSaving)
  useEffect(() => {
    if (urlStep !== actor.getSnapshot().context.step)
      actor.send({ type: 'wizard.goTo', step: urlStep })
  }, [actor, urlStep])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step moves; the snapshot is read afresh, since a step asked for in this same commit may have started a save
  useEffect(() => {
    const snapshot = actor.getSnapshot()
    if (selectIsSaving(snapshot) || snapshot.context.step === urlStep) return
    void navigate({
      to: '.',
      search: (previous: object) => ({ ...previous, step: snapshot.context.step }),
      replace: saving,
    })
  }, [actor, navigate, step, saving, urlStep])
}

/**
 * Another step opened: its heading takes the focus, so a second Enter on Next does not skip a
 * step, and a screen reader says where the person is. Opening the page moves no focus.
 */
function useFocusOnStep(step: WizardStep) {
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    heading.current?.focus()
  }, [step])
  return heading
}

/** Leaving the page (not moving between steps) with unsaved changes asks first. */
function useLeaveWarning(actor: CampaignWizardRef) {
  useUnsavedChanges(() => selectHasUnsavedChanges(actor.getSnapshot()))
}

function StepList({ actor }: { actor: CampaignWizardRef }) {
  const step = useSelector(actor, selectStep)
  const t = useMessages(messages)
  return (
    <nav aria-label={t('wizard.steps')}>
      <ol className={styles.steps}>
        {wizardSteps.map((name, index) => (
          <li key={name}>
            <Button
              tone={name === step ? 'primary' : 'neutral'}
              variant={name === step ? 'solid' : 'outline'}
              aria-current={name === step ? 'step' : undefined}
              onPress={() => actor.send({ type: 'wizard.goTo', step: name })}
            >
              <span className={styles.stepNumber}>
                {t('wizard.stepNumber', { number: index + 1 })}
              </span>
              {t(`step.${name}`)}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function SaveProblem({ actor }: { actor: CampaignWizardRef }) {
  const alert = useSelector(actor, selectSaveAlert)
  const locked = useSelector(actor, selectIsLocked)
  const router = useRouter()
  const t = useMessages(messages)
  useEffect(() => {
    // The campaign left draft elsewhere: the page reads it again and shows it read-only.
    if (locked) void router.invalidate()
  }, [locked, router])
  if (alert === null) return null
  if (alert.kind === 'rejected')
    return (
      <Notice tone="danger" role="alert" title={t('wizard.refusedTitle')}>
        {t('wizard.refusedBody', { message: alert.message })}
      </Notice>
    )
  return (
    <Notice
      tone={alert.kind === 'locked' ? 'warning' : 'danger'}
      role="alert"
      title={alert.kind === 'locked' ? t('wizard.lockedTitle') : t('wizard.notSaved')}
      actions={
        alert.kind === 'failed' && (
          <Button onPress={() => actor.send({ type: 'wizard.retry' })}>{t('wizard.retry')}</Button>
        )
      }
    >
      {alert.message || t('wizard.saveFailed')}
    </Notice>
  )
}

function StepFooter({ actor }: { actor: CampaignWizardRef }) {
  const { previous, next } = useSelector(actor, selectNeighbours)
  const unsaved = useSelector(actor, selectHasUnsavedChanges)
  const saving = useSelector(actor, selectIsSaving)
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'wizard.save' }))
  const t = useMessages(messages)
  return (
    <div className={styles.footer}>
      <div className={styles.footerGroup}>
        {previous && (
          <Button onPress={() => actor.send({ type: 'wizard.goTo', step: previous })}>
            {t('wizard.back', { step: t(`step.${previous}`) })}
          </Button>
        )}
      </div>
      <div className={styles.footerGroup}>
        <span role="status" className={listStyles.muted}>
          {saving ? t('wizard.saving') : unsaved ? t('wizard.unsaved') : t('wizard.allSaved')}
        </span>
        <Button isDisabled={!canSave} onPress={() => actor.send({ type: 'wizard.save' })}>
          {t('wizard.save')}
        </Button>
        {next && (
          <Button
            tone="primary"
            variant="solid"
            onPress={() => actor.send({ type: 'wizard.goTo', step: next })}
          >
            {t('wizard.next', { step: t(`step.${next}`) })}
          </Button>
        )}
      </div>
    </div>
  )
}
