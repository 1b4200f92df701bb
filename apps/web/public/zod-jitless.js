// zod checks whether it may compile its fast object parsers by calling `new Function('')` the first time it builds an
// object schema; under the CSP (script-src 'self', no 'unsafe-eval') the browser blocks that and logs a violation on
// every page. With `jitless` set first, zod parses without compiling and never tries. A deferred classic script
// (index.html): it runs before the app's module scripts and all their chunks, whatever the bundler puts where; zod
// reads its settings from this global, so nothing of zod is needed here.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
