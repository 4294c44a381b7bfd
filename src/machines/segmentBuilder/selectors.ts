import type { SegmentBuilderSnapshot } from './segmentBuilder.machine'

export const selectTree = (snapshot: SegmentBuilderSnapshot) => snapshot.context.tree

/**
 * What the preview panel shows: waiting for values, updating, an estimate while the exact count
 * is on its way, the answer, or a problem.
 */
export type PreviewView =
  | { status: 'incomplete' }
  | { status: 'updating' }
  | { status: 'counting' }
  | { status: 'shown' }
  | { status: 'rejected'; message: string }
  /** `message` null: the call gave no reason, the view says it in its own words. */
  | { status: 'failed'; message: string | null }

export function selectPreviewView(snapshot: SegmentBuilderSnapshot): PreviewView {
  const { message } = snapshot.context
  if (snapshot.hasTag('estimated')) return { status: 'counting' }
  if (snapshot.hasTag('updating')) return { status: 'updating' }
  if (snapshot.matches('incomplete')) return { status: 'incomplete' }
  if (snapshot.matches('rejected')) return { status: 'rejected', message: message ?? '' }
  if (snapshot.matches('failed')) return { status: 'failed', message }
  return { status: 'shown' }
}

/** The last preview answered, kept on screen (dimmed) while a newer one is on its way. */
export const selectPreview = (snapshot: SegmentBuilderSnapshot) => snapshot.context.preview

export const selectRuleErrors = (snapshot: SegmentBuilderSnapshot) => snapshot.context.ruleErrors

/** The id the next added rule or group gets, so the view can move the focus to it. */
export const selectNextNodeId = (snapshot: SegmentBuilderSnapshot) => `n${snapshot.context.nextId}`
