/**
 * Issue 22: no import cycles anywhere, type-only ones included (eslint's import-x/no-cycle sees only the runtime
 * ones). `npm run lint` runs this after eslint.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files that import each other (directly or through others) cannot be understood apart.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
