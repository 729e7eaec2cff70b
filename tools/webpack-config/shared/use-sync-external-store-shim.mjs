// `use-sync-external-store/shim` (react-i18next's import) picks React's own hook on React 18 and
// later, and otherwise carries a fallback the sheet never runs: this is the React 18+ branch alone.
export { useSyncExternalStore } from 'react';
