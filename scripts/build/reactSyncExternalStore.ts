// What `use-sync-external-store/shim` gives on React 18 and later (vite.config.ts aliases the shim
// here): React's own hook, without the shim's fallback for older Reacts in every first load.
export { useSyncExternalStore } from 'react'
