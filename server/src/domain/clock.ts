/** The current time. Injected so tests can move past expiry without waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
