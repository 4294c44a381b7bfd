/** A refused save's 422 errors by key: `nodes.<id>.<setting>`, `nodes.<id>`, `graph`. */
export type ServerErrors = Record<string, string[]>

export const noServerErrors: ServerErrors = {}

/** The 422 entries that name a node (its own key or one of its settings'). */
export const serverErrorsOfNode = (errors: ServerErrors, nodeId: string) =>
  Object.entries(errors).filter(
    ([key]) => key === `nodes.${nodeId}` || key.startsWith(`nodes.${nodeId}.`),
  )
