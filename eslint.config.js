import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import fs from 'node:fs';

// The web app's layering (docs/architecture.md): a feature never imports another feature, and the
// shared layers under them (components/, lib/, queries/) never import a feature.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeature = (feature) => ({
  regex: `^@/features/(?!${feature}(/|$))`,
  message: 'A feature does not import another feature: move what both need down into components/, lib/ or queries/.',
});
const leavingTheFeature = (depth) => ({
  regex: `^(\\.\\./){${depth},}(?!\\.)`,
  message: 'A feature does not reach outside its folder with a relative path: import shared code through @/components, @/lib or @/queries.',
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/meta/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...webFeatures.flatMap((feature) => [
    {
      files: [`apps/web/src/features/${feature}/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(feature), leavingTheFeature(1)] }] },
    },
    {
      files: [`apps/web/src/features/${feature}/*/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(feature), leavingTheFeature(2)] }] },
    },
  ]),
  {
    // The members' offline shell (issue 19): a service worker, with the worker's globals.
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/{components,lib,queries}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features(/|$)',
              message: 'components/, lib/ and queries/ sit below the features and never import one.',
            },
          ],
        },
      ],
    },
  },
);
