import { useState } from 'react'
import { type ModalType, modalTypes } from '../../contract/constants'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Modal'
import { useModal } from '../../design/useModal'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1500

function TypedModal({ type, onDestroy }: { type: ModalType; onDestroy: () => void }) {
  const t = useMessages(messages)
  const modal = useModal({ type })
  return (
    <>
      <Button onPress={() => modal.send({ type: 'modal.open' })}>{t(`modal.open.${type}`)}</Button>
      <Modal modal={modal} title={t(`modal.title.${type}`)} onDestroy={onDestroy}>
        <p>{t(`modal.${type}`)}</p>
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
  const t = useMessages(messages)
  const modal = useModal({ type: 'warning', confirm: work })
  return (
    <>
      <Button onPress={() => modal.send({ type: 'modal.open' })}>{label}</Button>
      <Modal modal={modal} title={label} primaryLabel={t('modal.applyRates')} onDestroy={onDestroy}>
        <p>{t('modal.applyRatesBody')}</p>
      </Modal>
    </>
  )
}

export function ModalSection() {
  const t = useMessages(messages)
  const [destroyed, setDestroyed] = useState(0)
  const countDestroy = () => setDestroyed((count) => count + 1)
  return (
    <>
      <Specimen title={t('modal.types')}>
        <div className={styles.row}>
          {modalTypes.map((type) => (
            <TypedModal key={type} type={type} onDestroy={countDestroy} />
          ))}
        </div>
      </Specimen>
      <Specimen title={t('modal.working')}>
        <div className={styles.row}>
          <WorkingModal
            label={t('modal.slow')}
            work={() => new Promise((resolve) => setTimeout(resolve, slowWorkMs))}
            onDestroy={countDestroy}
          />
          <WorkingModal
            label={t('modal.failing')}
            work={() => Promise.reject(new Error(t('modal.vendorRefused')))}
            onDestroy={countDestroy}
          />
        </div>
      </Specimen>
      <p className={styles.output} data-testid="modal-destroyed-count">
        {t('modal.destroyed', { count: destroyed })}
      </p>
    </>
  )
}
