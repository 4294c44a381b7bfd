import { statusTone } from '../../../lists/lists.css'

/** A delivery still trying is a warning; a dropped one (its node removed) is quiet. */
export const delivery = {
  pending: statusTone.warning,
  delivered: statusTone.success,
  failed: statusTone.danger,
  dropped: statusTone.quiet,
}
