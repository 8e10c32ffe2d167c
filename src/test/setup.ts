import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { FEATURE_STRINGS, initI18n, loadFeatureStrings } from '../shared/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
  // Screens load their feature's strings with their route; components under test get them all up front.
  await Promise.all(FEATURE_STRINGS.map(loadFeatureStrings));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
