import { useSelector } from '@xstate/react'
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components'
import { visuallyHidden } from '../../design/a11y.css'
import { Button } from '../../design/Button'
import {
  type JournalReplayRef,
  selectCount,
  selectMoves,
  selectPosition,
} from '../../machines/journalReplay'
import messages from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './audit.css'

const sameMoves = (a: ReturnType<typeof selectMoves>, b: ReturnType<typeof selectMoves>) =>
  a.first === b.first && a.previous === b.previous && a.next === b.next && a.last === b.last

/**
 * Steps through the journal's events: first, previous, next, last, or any position with the
 * slider (arrow keys, Home, End, Page Up and Down). Each button is enabled only where the replay
 * machine allows the move.
 */
export function ReplayControl({ replay }: { replay: JournalReplayRef }) {
  const t = useMessages(messages)
  const moves = useSelector(replay, selectMoves, sameMoves)
  const position = useSelector(replay, selectPosition)
  const count = useSelector(replay, selectCount)
  return (
    <fieldset className={styles.replayControl}>
      <legend className={visuallyHidden}>{t('control.legend')}</legend>
      <Button isDisabled={!moves.first} onPress={() => replay.send({ type: 'replay.first' })}>
        <span aria-hidden="true">|◀</span> {t('control.first')}
      </Button>
      <Button isDisabled={!moves.previous} onPress={() => replay.send({ type: 'replay.previous' })}>
        <span aria-hidden="true">◀</span> {t('control.previous')}
      </Button>
      <Button isDisabled={!moves.next} onPress={() => replay.send({ type: 'replay.next' })}>
        {t('control.next')} <span aria-hidden="true">▶</span>
      </Button>
      <Button isDisabled={!moves.last} onPress={() => replay.send({ type: 'replay.last' })}>
        {t('control.last')} <span aria-hidden="true">▶|</span>
      </Button>
      {count > 1 && (
        <Slider
          className={styles.slider}
          minValue={1}
          maxValue={count}
          value={(position ?? 0) + 1}
          onChange={(value) => replay.send({ type: 'replay.choose', position: value - 1 })}
        >
          <Label>{t('control.event')}</Label>
          <SliderOutput>
            {({ state }) => t('control.position', { position: state.getThumbValue(0), count })}
          </SliderOutput>
          <SliderTrack className={styles.sliderTrack}>
            <SliderThumb className={styles.sliderThumb} />
          </SliderTrack>
        </Slider>
      )}
    </fieldset>
  )
}
