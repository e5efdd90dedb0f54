// Flat config: typescript-eslint recommended + React hooks rules; imports flow one way (below, and scripts/lint-layers.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'src/shared/generated/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The direction of imports (the whole of it, cycles between folders included, is scripts/lint-layers.mjs,
    // run by `npm run lint`): the browser apps never import server code; src/web and src/admin share code
    // only through src/ui (React pieces both show) and src/shared; shared code and machines import neither end.
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/admin/**'] }] },
  },
  {
    files: ['src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', '**/src/admin/**'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/ui/**'] }] },
  },
  {
    // Kysely's ES build costs a restart ≈ 0.4 s under tsx: its values come from its CommonJS build.
    files: ['src/server/**'],
    ignores: ['src/server/platform/db/kysely-runtime.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: "Import Kysely's values from src/server/platform/db/kysely-runtime.ts (types from 'kysely' are fine)." }] },
      ],
    },
  },
  {
    files: ['src/shared/**', 'machines/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/server/**', 'react', 'react-dom'] }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
