import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Issue 9: a toast is a notification (spec sections 8 and 9): notify / notifyHttpError, never sonner's toast. */
const sonnerToast = {
  name: 'sonner',
  importNames: ['toast'],
  message:
    "Tell the user through notify / notifyHttpError from '@/lib/notifications/notify' (stored, spec durations, one 401 path).",
};

/** The web app's features (apps/web/src/features/<domain>): a relative import into a sibling one is caught too. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Server, issues 9 and 22: another module's files other than service.ts (a relative '../<module>/<file>'). The
 * tables are no module's: they live in db/tables/<domain>.ts.
 */
const serverModuleInternals = {
  regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!service\\.js$)',
  message:
    "Another module's internals: call its service (wired in services.ts), or move a helper several modules use to lib/. Only its service.ts may be imported; tables come from db/tables/<domain>.js.",
};

/** Server, issue 22: a module imports the tables it uses from db/tables/<domain>.ts, not the gathered db/schema.ts. */
const serverGatheredSchema = {
  regex: '^(\\.\\./)+db/schema\\.js$',
  message:
    'Import the tables from db/tables/<domain>.js (db/schema.ts gathers them for the database client and drizzle-kit).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.bench/**', '**/node_modules/**', '**/drizzle/**', 'data/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Web, issue 22: features do not import each other. A screen that combines features is composed in app/routes
  // (app/routes/screens), a building block several features need lives in components/, lib/ or hooks/, and a write
  // names what it makes stale (meta.invalidates, lib/query-keys.ts) instead of importing another feature's keys.
  ...webFeatures.map((feature) => {
    const others = webFeatures.filter((other) => other !== feature);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@/features/(?!${feature}(/|$))`,
                message:
                  'A feature does not import another feature: compose them in app/routes, or move what several features need to components/, lib/ or hooks/.',
              },
              {
                regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
                message: 'A feature does not import another feature, not by a relative path either.',
              },
            ],
          },
        ],
      },
    };
  }),
  {
    // Web: every query key comes from its domain's factory (features/<domain>/api/keys.ts), so one invalidation
    // reaches every copy of the data; a literal key elsewhere is how a cache root gets missed.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Build query keys with the domain factory in features/<domain>/api/keys.ts (tagKeys, clientKeys, pageKeys, ...).',
        },
      ],
    },
  },
  {
    // Web, issue 9: one way to tell the user something failed. The typescript-eslint twin of no-restricted-imports,
    // so this block does not replace the feature-boundary one above. The toaster itself only imports <Toaster>.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/notifications/**',
      'apps/web/src/features/notifications/**',
      'apps/web/src/testing/setup.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [sonnerToast] }] },
  },
  {
    // Web, issue 9: one form dialog. A dialog's server error lives in FormDialog (components/ui/form-dialog.tsx,
    // applyServerErrors), not in a state of its own. Bulk creation and assign/transfer are not field forms.
    files: ['apps/web/src/features/**/*dialog*.tsx'],
    ignores: ['**/*.test.tsx', '**/bulk-create-dialog.tsx', '**/assign/assign-dialog.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            sonnerToast,
            {
              name: '@/components/ui/field',
              importNames: ['FormError'],
              message: 'A form dialog is a FormDialog (components/ui/form-dialog.tsx): it shows the server error.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server, issue 9: modules talk through services only (docs/ARCHITECTURE.md 'The shape'). Another module's repository,
    // mappers and helpers are its own: call its service (wired in services.ts), or move a helper several modules
    // use to lib/. Its service.ts (the service's types) stays importable; the tables are in db/tables/<domain>.ts.
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverModuleInternals, serverGatheredSchema] }] },
  },
  {
    // Server, issue 9: inside a module, nothing below the service imports it back (tags/service <-> tags/bulk was an
    // import cycle). Routes and tests may. Same rule as the block above (this one replaces it for these files).
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/src/modules/**/*routes.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/test-helpers.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverModuleInternals,
            serverGatheredSchema,
            {
              regex: '^\\./service\\.js$',
              message:
                "A module's helpers sit below its service: import the type from its own file (e.g. ./actor.js), not from ./service.js.",
            },
          ],
        },
      ],
    },
  },
);
