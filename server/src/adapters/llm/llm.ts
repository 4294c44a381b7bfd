/**
 * What the server asks of a large language model. The local adapter (local.ts) is the default,
 * deterministic and offline; a provider's adapter implements the same calls.
 */
export interface LlmAdapter {
  /** `count` rewrites of an SMS body that keep every `{placeholder}` it uses. */
  proposeTextVariants(request: { body: string; count: number }): Promise<string[]>
}
