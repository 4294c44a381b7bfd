import { audienceLimits } from '../../contract/constants'
import type { DataFileResource } from '../../contract/data-file'
import type { Outcome, ProblemKind } from './dataImport.types'

/** The answers of the machine's calls, read for its guards and actions. */

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

export const problems = {
  emptyFile: 'The file is empty: choose a CSV file with a header and rows.',
  tooLarge: `The file is larger than ${megabytes(audienceLimits.uploadMaxBytes)} MB, the most one upload may be. Split it and upload the parts.`,
  cancelled: 'The upload was cancelled. Choose the file again to upload it.',
  missingPhone: 'Map one column to Phone: every contact needs a number.',
} as const

export const messageOf = (outcome?: Outcome<unknown>, error?: unknown) =>
  (outcome && !outcome.ok && 'validation' in outcome ? outcome.validation.message : undefined) ??
  (outcome as { error?: { message: string } } | undefined)?.error?.message ??
  (error as Error | undefined)?.message ??
  'The request could not be completed.'

export const isOk = (outcome: Outcome<unknown>) => outcome.ok
export const isRejected = (outcome: Outcome<unknown>) =>
  !outcome.ok && outcome.status === 422 && 'validation' in outcome
export const isFinished = (file: DataFileResource | undefined, status: 'done' | 'failed') =>
  file?.status === status
/** An import asked for or under way: it is followed, not mapped again. */
export const isRunning = (file: DataFileResource) =>
  file.status === 'mapped' || file.status === 'importing'

/** The answer in an event: an invoked call's output, or the upload's result. */
export const answerIn = (event: unknown) =>
  ((event as { output?: unknown }).output ?? (event as { result?: unknown }).result) as
    | Outcome<unknown>
    | undefined

/** Action params: the data file of the event's answer. */
export const answeredFile = ({ event }: { event: unknown }) => {
  const answer = answerIn(event)
  return { dataFile: answer?.ok ? (answer.data as DataFileResource) : undefined }
}

/** Action params: the data file a step of the import stream brought. */
export const streamedFile = ({ event }: { event: unknown }) => ({
  dataFile: (event as { snapshot: { context: DataFileResource | undefined } }).snapshot.context,
})

/** Action params: why the event's call failed (its answer, or its error). */
export const failure =
  (kind: ProblemKind) =>
  ({ event }: { event: unknown }) => ({
    kind,
    outcome: answerIn(event),
    error: (event as { error?: unknown }).error,
  })

/** Action params: the 422 of the event's answer. */
export const rejection =
  (kind: ProblemKind) =>
  ({ event }: { event: unknown }) => ({ kind, outcome: answerIn(event) as Outcome<unknown> })

/** Where a call that failed (an unexpected answer, or an error) goes, its problem kept. */
export const failingTo = <Target extends string>(target: Target) => ({
  target,
  actions: { type: 'storeFailure' as const, params: failure('failed') },
})
