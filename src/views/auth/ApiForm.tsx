import { UnsavedChangesGuard } from '../forms/useUnsavedChanges'
import { UnguardedApiForm, type UnguardedApiFormProps } from './UnguardedApiForm'

export { formValues } from './UnguardedApiForm'

export type ApiFormProps = Omit<UnguardedApiFormProps, 'guard'>

/**
 * The app's form (UnguardedApiForm): leaving the page, or closing the sheet it is in, asks first
 * while it holds input not sent yet.
 */
export function ApiForm(props: ApiFormProps) {
  return (
    <UnguardedApiForm {...props} guard={(isDirty) => <UnsavedChangesGuard isDirty={isDirty} />} />
  )
}
