import type { Failure, Rejection } from '../../../contract/result'
import { createRoutingPlansApi } from '../../../services/api/routingPlans'
import { scopedClient } from '../../../services/api/routingScope'
import { api } from '../../../services/http'
import { perScope } from '../scope/perScope'

/** The routing plan screens' calls in a scope, on the app's client. */
export const routingPlansApiOf = perScope((scope) =>
  createRoutingPlansApi(scopedClient(api, scope)),
)

/** What a failed call says: a 422's message, or the failure's. */
export const failureText = (failure: Rejection | Failure): string =>
  'validation' in failure ? failure.validation.message : failure.error.message
