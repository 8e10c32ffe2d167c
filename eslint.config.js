// Flat ESLint config for the dashboard (browser) and the service/scripts (node).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature folders never import each other: shared pieces belong in src/shared (or src/api).
const FEATURES = ['assets', 'customers', 'projects', 'search', 'settings', 'transactions'];
const featureZones = FEATURES.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features must not import each other; move the shared piece to src/shared.',
}));
const layerZones = [
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'src/shared must not depend on features or the app shell.' },
  { target: './src/api', from: ['./src/features', './src/app'], message: 'src/api must not depend on features or the app shell.' },
  { target: './src/features', from: './src/app', message: 'Features must not import the app shell.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'src/api/generated/**', 'node_modules/**', 'coverage/**', 'playwright-report/**', 'test-results/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'import-x/no-cycle': 'off',
      // The dashboard handles personal data: nothing is written to the console by accident (a left-over debugging
      // line would print the URL's search text and filters for every user).
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { ...reactHooks.configs.flat.recommended, files: ['src/**/*.{ts,tsx}'] },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  {
    files: ['src/**/*.tsx'],
    // Focusing the first field of a freshly opened dialog is the expected pattern; MUI components are "non-DOM".
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,js,mjs}', 'e2e/**/*.ts', '*.config.{ts,js}', 'openapi/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
