/** Spec section 9's debounces, in one place: every search box and check waits this long after the last keystroke. */
export const DEBOUNCE_MS = {
  /** The list searches: tags, users, clients. */
  search: 500,
  /** The assign dialogs' searches (users to assign to, free tags). */
  assignSearch: 300,
  /** The bracelets screen's search, synced to the address. */
  braceletQuerySync: 300,
  slugCheck: 500,
  pageSearch: 500,
  analyticsRange: 500,
} as const;
