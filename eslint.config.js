import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // A feature never imports another feature; app/ composes them (CONVENTIONS.md rule 1).
      'no-restricted-imports': [
        'error',
        { patterns: ['@stone/server*', '../../features/*', '../features/*/*'] },
      ],
    },
  },
);
