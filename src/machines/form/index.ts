export {
  type FormActorRef,
  type FormContext,
  type FormEvent,
  type FormMachine,
  type FormOutcome,
  type FormSnapshot,
  type FormValues,
  formMachine,
} from './form.machine'
export {
  selectFieldErrors,
  selectFormAlert,
  selectHasSucceeded,
  selectIsSubmitting,
} from './selectors'
