import type { Failure, Rejection } from '../../../contract/result'
import { createRoutingPlansApi } from '../../../services/api/routingPlans'
import { api } from '../../../services/http'

/** The routing plan screens' calls, on the app's client. */
export const routingPlansApi = createRoutingPlansApi(api)

/** What a failed call says: a 422's message, or the failure's. */
export const failureText = (failure: Rejection | Failure): string =>
  'validation' in failure ? failure.validation.message : failure.error.message
