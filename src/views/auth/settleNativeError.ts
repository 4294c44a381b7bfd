/**
 * React Aria shows a native constraint's message ("Please fill out this field.") until the field
 * commits, which for a text input is its `change` event, on blur. Left there, the message under
 * a field just filled vanishes as the pointer goes down on the submit button: the form shrinks,
 * the button moves away from under the pointer and the click is lost. So a field whose value has
 * become valid commits at once, as it is typed; a value still invalid keeps its message until
 * blur, as before. The `change` event carries no new value, so React's onChange does not fire.
 */
export function settleNativeError(target: EventTarget) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
  if (target.getAttribute('aria-invalid') !== 'true' || !target.validity.valid) return
  target.dispatchEvent(new Event('change', { bubbles: true }))
}
