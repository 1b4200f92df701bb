/**
 * The zod-free part of the package, `@portal/shared/core`: the texts, roles and codes that the web app's entry chunk
 * (the login, the guards, the api client) needs. The main entry loads zod and its pt-BR locale (about 30 KB
 * compressed), which only the screens that validate should download, so nothing here imports zod or the main entry
 * (apps/web/src/app/login-bundle.test.ts checks the login's chunks hold none of zod).
 */
export * from './texts.js';
export * from './roles.js';
export * from './two-factor-codes.js';
export * from './app-font.js';
