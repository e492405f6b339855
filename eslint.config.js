import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import fs from 'node:fs';

// The web app's layering (docs/architecture.md). Features live by audience under
// features/<audience>/<name>: a feature never imports another feature, and the shared layers under
// them (components/, lib/, queries/, i18n/) never import a feature. The two apps' own code is
// walled from each other: members' code (features/members, and the members/ folders of
// components/, lib/ and i18n/) never imports the console's, and the reverse.
const AUDIENCES = ['console', 'members', 'public'];
const webFeatures = AUDIENCES.flatMap((audience) =>
  fs
    .readdirSync(new URL(`./apps/web/src/features/${audience}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ audience, name: entry.name })),
);
const crossFeature = ({ audience, name }) => ({
  regex: `^@/features/(?!${audience}/${name}(/|$))`,
  message: 'A feature does not import another feature: move what both need down into components/, lib/, queries/ or i18n/.',
});
const leavingTheFeature = (depth) => ({
  regex: `^(\\.\\./){${depth},}(?!\\.)`,
  message: 'A feature does not reach outside its folder with a relative path: import shared code through @/components, @/lib, @/queries or @/i18n.',
});
const intoAFeature = {
  regex: '^(@/|(\\.\\./)+)features(/|$)',
  message: 'components/, lib/, queries/ and i18n/ sit below the features and never import one.',
};
// The other app's folders, by alias or by a relative path from a sibling folder.
const WALLED_FROM = { members: 'console', console: 'members', public: null };
const otherAudience = (audience) => {
  const other = WALLED_FROM[audience];
  if (!other) return [];
  const message =
    audience === 'members'
      ? "Members' code does not import the console's: move what both need into the shared components/, lib/ or i18n/."
      : "The console's code does not import the members' app's: move what both need into the shared components/, lib/ or i18n/.";
  return [
    { regex: `^@/(features|components|lib|i18n)/${other}(/|$)`, message },
    { regex: `^(\\.\\./)+((features|components|lib|i18n)/)?${other}(/|$)`, message },
  ];
};
const ownFolders = (audience) => [
  ...['components', 'lib', 'i18n'].map((layer) => `apps/web/src/${layer}/${audience}/**/*.{ts,tsx}`),
  // Each app's frame in app/ (its layouts and pages) is named for its audience.
  `apps/web/src/app/**/${audience}-*.{ts,tsx}`,
];

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
      files: [`apps/web/src/features/${feature.audience}/${feature.name}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [crossFeature(feature), leavingTheFeature(1), ...otherAudience(feature.audience)] }],
      },
    },
    {
      files: [`apps/web/src/features/${feature.audience}/${feature.name}/*/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [crossFeature(feature), leavingTheFeature(2), ...otherAudience(feature.audience)] }],
      },
    },
  ]),
  {
    // The members' offline shell: a service worker, with the worker's globals.
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/{components,lib,queries,i18n}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoAFeature] }] },
  },
  ...['members', 'console'].map((audience) => ({
    files: ownFolders(audience),
    rules: { 'no-restricted-imports': ['error', { patterns: [intoAFeature, ...otherAudience(audience)] }] },
  })),
);
