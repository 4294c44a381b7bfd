import { Button } from '../../design/Button'
import * as listStyles from './lists.css'

interface OfferProps {
  canWrite: boolean
  /** The create button's words. */
  label: string
  onCreate: () => void
  /** Where the create form loads on intent: fetch it as the pointer or the focus arrives. */
  intent?: { onHoverStart: () => void; onFocus: () => void }
}

function CreateButton({ label, onCreate, intent }: Omit<OfferProps, 'canWrite'>) {
  return (
    <Button tone="primary" variant="solid" onPress={onCreate} {...intent}>
      {label}
    </Button>
  )
}

/** Above a list: its create button, for roles that write (nothing for the others). */
export function CreateBar({ canWrite, ...offer }: OfferProps) {
  if (!canWrite) return null
  return (
    <div className={listStyles.toolbar}>
      <CreateButton {...offer} />
    </div>
  )
}

/**
 * An empty list with no filter: what the records are for, then the button that makes the first
 * one, or, for a role that only reads, why it cannot. Phrasing content only: it stands in a
 * paragraph.
 */
export function FirstRecordOffer({
  none,
  cannotCreate,
  canWrite,
  ...offer
}: OfferProps & { none: string; cannotCreate: string }) {
  return (
    <span className={listStyles.section}>
      <span>{none}</span>
      <span>{canWrite ? <CreateButton {...offer} /> : cannotCreate}</span>
    </span>
  )
}
