// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'api-client/src/schema.ts',
      'test-results/**',
      'playwright-report/**',
      '.vitest*/**',
      'data/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // noUncheckedIndexedAccess makes `x[0]!` after a length check the honest spelling.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'api-client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.strict.rules },
  },
  {
    // The design system stays presentational: no stores, router or API client.
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['mobx', 'mobx-*', 'react-router', 'react-router-*'],
              message: 'ui/ is presentational: pass state in as props.',
            },
            {
              regex: '^@storyloom/api-client(?!/contract$)',
              message: 'ui/ must not reach the API client: import types from @storyloom/api-client/contract.',
            },
            {
              // The contract's types are welcome (data props match the API); it holds no runtime code.
              group: ['@storyloom/api-client/contract'],
              allowTypeImports: true,
              message: 'Import only types from the contract (import type).',
            },
            {
              group: ['@storyloom/app', '@storyloom/server'],
              message: 'ui/ must not reach the app or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
