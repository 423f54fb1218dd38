// React has useSyncExternalStore built in since 18: this stands in for the `use-sync-external-store`
// shim that react-i18next imports for older Reacts (vite.config.ts aliases it here).
export { useSyncExternalStore } from 'react';
