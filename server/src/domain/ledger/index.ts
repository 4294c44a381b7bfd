/**
 * The one ledger (DOMAIN.md "Money and ledgers"): append-only entries per account, the balance
 * their sum. Hub companies use it now; the team's billing (issue 21) and per-message hub charges
 * write to it through the same `appendLedgerEntry`.
 */
export { findLedgerAccount, type LedgerAccount, type LedgerHolder } from './accounts'
export {
  appendLedgerEntry,
  type LedgerEntry,
  LedgerLimitError,
  LedgerRuleError,
  type NewLedgerEntry,
} from './append'
export { ledgerBalanceOf, ledgerEntryPage, presentBalance, presentEntry } from './balance'
