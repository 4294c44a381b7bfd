import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { Spinner } from '../../../design/Spinner'
import {
  createDataImportActors,
  dataImportMachine,
  selectProblem,
  selectStep,
} from '../../../machines/dataImport'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useJournaledActorRef } from '../../../services/journal/useJournaledActorRef'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { ChooseStep } from './ChooseStep'
import { dataImportDeps } from './dataFilesApi'
import { problemText } from './format'
import { ImportStep } from './ImportStep'
import { MappingStep } from './MappingStep'
import { SummaryStep } from './SummaryStep'
import { UploadStep } from './UploadStep'
import * as styles from './uploads.css'

const actors = createDataImportActors(dataImportDeps)

/**
 * /audience/upload/Create: upload a CSV with progress, map its columns, import it with live
 * progress and a summary. `?file=<id>` continues with a file uploaded before (from the list of
 * uploads): its mapping, or its running import.
 */
export function UploadScreen() {
  const t = useMessages(messages)
  const { file } = useSearch({ from: '/_default/_verified/audience/upload/Create' })
  const router = useRouter()
  const navigate = useNavigate()
  const flow = useJournaledActorRef(
    dataImportMachine.provide({
      actors,
      actions: { reportFinished: () => void router.invalidate() },
    }),
  )
  const step = useSelector(flow, selectStep)
  const opening = useSelector(flow, (snapshot) => snapshot.matches('opening'))
  const openFailed = useSelector(flow, (snapshot) => snapshot.matches('openFailed'))
  const problem = useSelector(flow, selectProblem)

  useEffect(() => {
    if (file) flow.send({ type: 'dataFile.open', id: file })
  }, [file, flow])

  return (
    <PageFrame>
      <div className={styles.step}>
        {opening ? (
          <p role="status" className={listStyles.loading}>
            <Spinner /> {t('screen.opening')}
          </p>
        ) : openFailed ? (
          <Notice
            tone="danger"
            role="alert"
            title={t('screen.openProblem')}
            actions={
              <>
                {file && (
                  <Button onPress={() => flow.send({ type: 'dataFile.open', id: file })}>
                    {t('retry')}
                  </Button>
                )}
                <Button
                  onPress={() => {
                    flow.send({ type: 'dataImport.restart' })
                    void navigate({ to: '.', search: {} })
                  }}
                >
                  {t('screen.instead')}
                </Button>
              </>
            }
          >
            {problemText(t, problem)}
          </Notice>
        ) : step === 'choose' ? (
          <ChooseStep flow={flow} />
        ) : step === 'upload' ? (
          <UploadStep flow={flow} />
        ) : step === 'map' ? (
          <MappingStep flow={flow} />
        ) : step === 'import' ? (
          <ImportStep flow={flow} />
        ) : (
          <SummaryStep flow={flow} />
        )}
      </div>
    </PageFrame>
  )
}
