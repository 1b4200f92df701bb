/**
 * Zod checks whether it may compile its fast object parsers by calling `new Function('')` the first time it builds an
 * object schema; under our CSP (script-src 'self', no 'unsafe-eval') the browser blocks that and logs a CSP violation
 * on every page load. Turned off before any schema exists (src/main.tsx imports this module first), zod parses without
 * compiling and never tries. zod keeps its settings in this global, so nothing of zod is needed here.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
