// Flat config: typescript-eslint recommended + React hooks rules; imports flow shared -> server|web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/shared/generated/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
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
    files: ['src/web/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The browser never imports server code; shared code imports neither end; machines stay pure.
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/admin/**'] }] },
  },
  {
    // The back office is a browser app too; it borrows only the site's theme (src/web/app/theme.ts).
    files: ['src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
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
