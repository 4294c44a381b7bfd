import { useState } from 'react'
import { pushButtonSizes } from '../../contract/constants'
import { PushButton, pushButtonThemes } from '../../design/PushButton'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1500

export function PushButtonSection() {
  const [presses, setPresses] = useState(0)
  const [held, setHeld] = useState(false)
  const [disabled, setDisabled] = useState(false)

  const work = async () => {
    setPresses((count) => count + 1)
    await new Promise((resolve) => setTimeout(resolve, slowWorkMs))
  }

  return (
    <>
      <Specimen title="Sizes">
        <div className={styles.row}>
          {pushButtonSizes.map((size) => (
            <PushButton key={size} size={size}>
              Size {size}
            </PushButton>
          ))}
        </div>
      </Specimen>
      <Specimen title={`Colour themes (${pushButtonThemes.length})`}>
        <div className={styles.row}>
          {pushButtonThemes.map((theme) => (
            <PushButton key={theme} theme={theme}>
              {theme}
            </PushButton>
          ))}
        </div>
      </Specimen>
      <Specimen title="States">
        <div className={styles.row}>
          <PushButton theme="primary">Active</PushButton>
          <PushButton theme="primary" isDisabled>
            Disabled
          </PushButton>
          <PushButton theme="primary" isBusy>
            Busy
          </PushButton>
        </div>
      </Specimen>
      <Specimen title="Playground: every state of one button">
        <div className={styles.row}>
          <PushButton
            theme="primary"
            isDisabled={disabled}
            isBusy={held}
            onPress={work}
            data-testid="push-button-target"
          >
            Save slowly
          </PushButton>
          <PushButton theme="neutral" onPress={() => setDisabled((value) => !value)}>
            {disabled ? 'Enable it' : 'Disable it'}
          </PushButton>
          <PushButton theme="neutral" onPress={() => setHeld((value) => !value)}>
            {held ? 'Release it' : 'Hold it'}
          </PushButton>
        </div>
        <p className={styles.output} data-testid="push-button-presses">
          Presses run: {presses}
        </p>
      </Specimen>
    </>
  )
}
