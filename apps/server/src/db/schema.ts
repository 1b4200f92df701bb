// Every domain's tables, gathered for the typed query API and drizzle-kit. Each domain's tables are in tables/<domain>.ts.
export * from './tables/users.js';
export * from './tables/auth.js';
export * from './tables/messages.js';
export * from './tables/tags.js';
export * from './tables/profiles.js';
export * from './tables/pages.js';
export * from './tables/analytics.js';
export * from './tables/photos.js';
export * from './tables/reports.js';
export * from './tables/maintenance.js';
export * from './tables/lost-mode.js';
export * from './tables/account.js';
export * from './tables/privacy.js';
export * from './tables/idempotency.js';
export * from './tables/notices.js';
export * from './tables/notifications.js';
export * from './tables/webhooks.js';
