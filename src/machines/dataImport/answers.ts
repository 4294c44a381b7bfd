import type { DataFileResource } from '../../contract/data-file'
import type { Result } from '../../contract/result'
import type { ProblemKind } from './dataImport.types'

/** The answers of the machine's calls, read for its guards and actions. */

export const isFinished = (file: DataFileResource | undefined, status: 'done' | 'failed') =>
  file?.status === status
/** An import asked for or under way: it is followed, not mapped again. */
export const isRunning = (file: DataFileResource) =>
  file.status === 'mapped' || file.status === 'importing'

/** An answer: an invoked call's output, or the upload's (`upload.settled`). */
interface Answered<T> {
  event: { output: Result<T> }
}

/** Action params: the data file of the event's answer. */
export const answeredFile = ({ event }: Answered<DataFileResource>) => ({
  dataFile: event.output.ok ? event.output.data : undefined,
})

/** Action params: the data file a step of the import stream brought. */
export const streamedFile = ({
  event,
}: {
  event: { snapshot: { context: DataFileResource | undefined } }
}) => ({ dataFile: event.snapshot.context })

/** Action params: the 422 of the event's answer. */
export const rejection =
  (kind: ProblemKind) =>
  ({ event }: Answered<unknown>) => ({ kind, outcome: event.output })

/** Where a call whose answer was a failure goes, its problem kept. */
export const failedAnswer = <Target extends string>(target: Target) => ({
  target,
  actions: {
    type: 'storeFailure' as const,
    params: ({ event }: Answered<unknown>) => ({ kind: 'failed' as const, outcome: event.output }),
  },
})

/** Where a call that threw goes, its error kept. */
export const failedCall = <Target extends string>(target: Target) => ({
  target,
  actions: {
    type: 'storeFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({
      kind: 'failed' as const,
      error: event.error,
    }),
  },
})
