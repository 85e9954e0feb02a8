import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The server is reached through the shared contract only. */
const SERVER_IMPORTS = { group: ['@stone/server*'], message: 'Use the shared contract.' };

/** The web's feature folders, each a lint zone of its own. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ENGINE_FORBIDDEN = [
  'react',
  'react-dom',
  'fastify',
  'kysely',
  'pg',
  'better-sqlite3',
  'antd',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', '**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Module augmentation (declaration merging) needs `interface`.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // The engines stay pure: no UI, server or database imports (CONVENTIONS.md rule 1).
    files: ['packages/dxf/**/*.ts', 'packages/planner/**/*.ts', 'packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ENGINE_FORBIDDEN, patterns: ['@stone/server*', '@stone/web*', '../../apps/*'] },
      ],
    },
  },
  {
    // The server's kit (database helpers, plugins, libraries, worker threads) serves the modules
    // and never reaches into one; app.ts, areas.ts and tables.ts compose them (docs/conventions.md).
    files: ['apps/server/src/{db,plugins,lib,workers}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'Kit code must not import a module.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@stone/server*'] }],
    },
  },
  {
    // The typed i18next resources are a module augmentation, which needs `interface`.
    files: ['apps/web/src/app/i18n-resources.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // The web's kit (lib/, components/, layout/) serves the features and never reaches into one,
    // nor into app/, which composes them all (docs/conventions.md, layers).
    files: ['apps/web/src/{lib,components,layout}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_IMPORTS,
            {
              regex: '^(\\.\\./)+(features|app)/',
              message: 'Kit code must not import a feature or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // app/ composes the features, loading their code only on demand (import()), so the sign-in
    // page never carries a screen; naming a feature's types (typed t() keys) is free.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_IMPORTS,
            {
              regex: '^\\.\\./features/',
              allowTypeImports: true,
              message: 'app/ loads features with import(), never statically.',
            },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature: what two need lives in components/ or lib/.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_IMPORTS,
            {
              regex: `^(\\.\\./)+features/|^(\\.\\./){1,2}(${WEB_FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
              message: `features/${feature} must not import another feature.`,
            },
          ],
        },
      ],
    },
  })),
);
