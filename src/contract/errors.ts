import { z } from 'zod'

/** Every error response carries at least a message for people. */
export const errorBody = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof errorBody>

/** 422: the message plus every failing field's messages, keyed by dotted field path. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorBody = z.infer<typeof validationErrorBody>

/** A plain acknowledgement: `{message}`. */
export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>
