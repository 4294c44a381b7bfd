/** How the delivery engine paces its own work (not the spec's: tuning of this server). */
export const engineLimits = {
  /** Contacts read and queued per transaction while expanding an audience. */
  expandPage: 1000,
  /** A run whose feed still streams is looked at again for new contacts this often. */
  feedRescanMs: 5000,
  /** Submits in flight at once within a claimed batch. */
  submitConcurrency: 200,
  /**
   * Receipts are applied in batches: this many at most, or what arrived in `receiptFlushMs`
   * (while sending, after each batch of submits instead).
   */
  receiptBatch: 1000,
  receiptFlushMs: 250,
  /** A receipt that names no submitted message yet (its submit is being recorded) waits this long. */
  receiptPatienceMs: 30_000,
  /** A submit the carrier could not take (it threw) is tried again this much later. */
  retryDelayMs: 5000,
  /** Claims of one message before it fails for good (the carrier kept throwing). */
  maxAttempts: 5,
} as const
