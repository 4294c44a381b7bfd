import { Hono } from 'hono'
import { smsPaths } from '../../../../src/contract/routes'
import {
  type TextGenerateResponse,
  textBody,
  textGenerateRequest,
  variablesOf,
} from '../../../../src/contract/sms-text'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readBody } from '../../http/validate'
import { authorize } from '../audience/guard'

/** POST sms/texts/generate: variants of a body, through the LLM adapter (writers only). */
export function textCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post(`/${smsPaths.textsGenerate}`, requireTeamAccess(deps), async (c) => {
    authorize(c.get('access'), 'create', 'text')
    const request = await readBody(c, textGenerateRequest)
    const proposed = await deps.llm.proposeTextVariants(request)
    // A variant the contract would refuse as a text (too long, say), or one that lost a
    // placeholder of the body (the panel promises rewrites keep them), is not offered.
    const kept = variablesOf(request.body)
    const variants = proposed
      .filter((body) => textBody.safeParse(body).success)
      .filter((body) => kept.every((name) => variablesOf(body).includes(name)))
      .slice(0, request.count)
      .map((body) => ({ body, variables: variablesOf(body) }))
    return c.json({ variants } satisfies TextGenerateResponse)
  })
  return app
}
