import { useRef } from 'react'
import { fromPromise } from 'xstate'
import { type FormOutcome, type FormValues, formMachine } from '../../machines/form'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'

export interface ApiFormOptions<T> {
  /** Sends the values; the signal aborts when the form goes away. */
  submit: (values: FormValues, signal: AbortSignal) => Promise<FormOutcome>
  onSuccess: (data: T) => void
}

/** A form machine whose submit is an API call and whose success the screen handles. */
export function useApiForm<T>(options: ApiFormOptions<T>) {
  const latest = useRef(options)
  latest.current = options
  return useJournaledActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise<FormOutcome, FormValues>(({ input, signal }) =>
          latest.current.submit(input, signal),
        ),
      },
      actions: {
        reportSuccess: (_, { outcome }) =>
          latest.current.onSuccess((outcome as { data?: unknown }).data as T),
      },
    }),
  )
}
