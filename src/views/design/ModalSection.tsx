import { useState } from 'react'
import { type ModalType, modalTypes } from '../../contract/constants'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Modal'
import { useModal } from '../../design/useModal'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1500

const bodies: Record<ModalType, string> = {
  success: 'Your team was created. Invite members now or later from the team settings.',
  info: 'Rates are applied to new messages only; messages in flight keep their price.',
  warning: 'The feed has no contacts yet. The campaign will start when contacts arrive.',
  danger: 'The routing plan and its rules will be removed. Routes that use it will stop.',
}

function TypedModal({ type, onDestroy }: { type: ModalType; onDestroy: () => void }) {
  const modal = useModal({ type })
  return (
    <>
      <Button onPress={() => modal.send({ type: 'modal.open' })}>Open {type} dialog</Button>
      <Modal modal={modal} title={`A ${type} dialog`} onDestroy={onDestroy}>
        <p>{bodies[type]}</p>
      </Modal>
    </>
  )
}

function WorkingModal({
  label,
  work,
  onDestroy,
}: {
  label: string
  work: () => Promise<unknown>
  onDestroy: () => void
}) {
  const modal = useModal({ type: 'warning', confirm: work })
  return (
    <>
      <Button onPress={() => modal.send({ type: 'modal.open' })}>{label}</Button>
      <Modal modal={modal} title={label} primaryLabel="Apply rates" onDestroy={onDestroy}>
        <p>Applying rates sends them to every endpoint of the plan.</p>
      </Modal>
    </>
  )
}

export function ModalSection() {
  const [destroyed, setDestroyed] = useState(0)
  const countDestroy = () => setDestroyed((count) => count + 1)
  return (
    <>
      <Specimen title="Types">
        <div className={styles.row}>
          {modalTypes.map((type) => (
            <TypedModal key={type} type={type} onDestroy={countDestroy} />
          ))}
        </div>
      </Specimen>
      <Specimen title="Busy and failing primary actions">
        <div className={styles.row}>
          <WorkingModal
            label="Slow primary action"
            work={() => new Promise((resolve) => setTimeout(resolve, slowWorkMs))}
            onDestroy={countDestroy}
          />
          <WorkingModal
            label="Failing primary action"
            work={() => Promise.reject(new Error('The vendor refused the rates.'))}
            onDestroy={countDestroy}
          />
        </div>
      </Specimen>
      <p className={styles.output} data-testid="modal-destroyed-count">
        Dialog contents destroyed: {destroyed}
      </p>
    </>
  )
}
