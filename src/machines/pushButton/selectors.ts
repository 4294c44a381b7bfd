import type { SnapshotFrom } from 'xstate'
import type { PushButtonMachine } from './pushButton.machine'

type PushButtonSnapshot = SnapshotFrom<PushButtonMachine>

export type PushButtonStatus = 'active' | 'disabled' | 'busy'

/** The one status the button shows: busy wins over disabled, which wins over active. */
export function selectPushButtonStatus(snapshot: PushButtonSnapshot): PushButtonStatus {
  if (snapshot.hasTag('busy')) return 'busy'
  if (snapshot.hasTag('disabled')) return 'disabled'
  return 'active'
}
