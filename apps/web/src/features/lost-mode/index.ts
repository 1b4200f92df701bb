// The lost-mode feature's public surface: the tags screens mount these.
export { LostModeButton, isLost } from './components/lost-mode-button';
export { LostBadge, LostModeCard } from './components/lost-summary';
export { TagScansCard } from './components/tag-scans-card';
export { PosterButton } from './components/poster-button';
export { NdefCard } from './components/ndef-card';
export { useNdef } from './api/get-ndef';
