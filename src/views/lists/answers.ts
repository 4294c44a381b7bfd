/** The contract's result helpers, where list views have long imported them from. */
export { dataOrThrow, failureMessage } from '../../contract/result'
