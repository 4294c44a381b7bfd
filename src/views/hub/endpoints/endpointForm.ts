import type {
  HubEndpointProtocol,
  HubEndpointRequest,
  HubEndpointStatus,
} from '../../../contract/hub-endpoint'
import type { FormValues } from '../../../machines/form'

/** The select key of "the team's default routing plan". */
export const defaultPlanKey = 'default-plan'

/** The allow-list typed one address or range a line (or separated by commas). */
export const allowedIpsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** The form's values as the body of POST and PUT hub/endpoints (an empty password keeps it). */
export function endpointRequestOf(values: FormValues): HubEndpointRequest {
  const protocol = (values.protocol ?? 'smpp') as HubEndpointProtocol
  const plan = values.routing_plan_id
  const noticeDays = values.notice_days?.trim()
  return {
    company_id: values.company_id ?? '',
    name: values.name ?? '',
    protocol,
    system_id: protocol === 'smpp' ? (values.system_id ?? '') : null,
    password: protocol === 'smpp' ? (values.password ?? '') : '',
    allowed_ips: allowedIpsOf(values.allowed_ips),
    tps: Number(values.tps || 0),
    routing_plan_id: !plan || plan === defaultPlanKey ? null : plan,
    status: (values.status ?? 'active') as HubEndpointStatus,
    notice_days: noticeDays ? Number(noticeDays) : null,
  }
}
