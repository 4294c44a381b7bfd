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
import * as styles from './audit.css'

const sameMoves = (a: ReturnType<typeof selectMoves>, b: ReturnType<typeof selectMoves>) =>
  a.first === b.first && a.previous === b.previous && a.next === b.next && a.last === b.last

/**
 * Steps through the journal's events: first, previous, next, last, or any position with the
 * slider (arrow keys, Home, End, Page Up and Down). Each button is enabled only where the replay
 * machine allows the move.
 */
export function ReplayControl({ replay }: { replay: JournalReplayRef }) {
  const moves = useSelector(replay, selectMoves, sameMoves)
  const position = useSelector(replay, selectPosition)
  const count = useSelector(replay, selectCount)
  return (
    <fieldset className={styles.replayControl}>
      <legend className={visuallyHidden}>Replay</legend>
      <Button isDisabled={!moves.first} onPress={() => replay.send({ type: 'replay.first' })}>
        <span aria-hidden="true">|◀</span> First
      </Button>
      <Button isDisabled={!moves.previous} onPress={() => replay.send({ type: 'replay.previous' })}>
        <span aria-hidden="true">◀</span> Previous
      </Button>
      <Button isDisabled={!moves.next} onPress={() => replay.send({ type: 'replay.next' })}>
        Next <span aria-hidden="true">▶</span>
      </Button>
      <Button isDisabled={!moves.last} onPress={() => replay.send({ type: 'replay.last' })}>
        Last <span aria-hidden="true">▶|</span>
      </Button>
      {count > 1 && (
        <Slider
          className={styles.slider}
          minValue={1}
          maxValue={count}
          value={(position ?? 0) + 1}
          onChange={(value) => replay.send({ type: 'replay.choose', position: value - 1 })}
        >
          <Label>Event</Label>
          <SliderOutput>{({ state }) => `${state.getThumbValue(0)} of ${count}`}</SliderOutput>
          <SliderTrack className={styles.sliderTrack}>
            <SliderThumb className={styles.sliderThumb} />
          </SliderTrack>
        </Slider>
      )}
    </fieldset>
  )
}
