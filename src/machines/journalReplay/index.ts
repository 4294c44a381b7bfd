export {
  type JournalReplayContext,
  type JournalReplayEvent,
  type JournalReplayInput,
  type JournalReplayMachine,
  type JournalReplayRef,
  type JournalReplaySnapshot,
  journalReplayMachine,
} from './journalReplay.machine'
export { positionAfterChange, selectCount, selectMoves, selectPosition } from './selectors'
