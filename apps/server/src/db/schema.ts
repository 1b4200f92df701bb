// Every domain's tables, gathered for the typed query API. Each domain owns its own schema.ts.
export * from '../modules/users/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/messages/schema.js';
export * from '../modules/tags/schema.js';
export * from '../modules/clients/schema.js';
export * from '../modules/pages/schema.js';
export * from '../modules/analytics/schema.js';
export * from '../modules/photos/schema.js';
export * from '../modules/reports/schema.js';
export * from '../modules/maintenance/schema.js';
