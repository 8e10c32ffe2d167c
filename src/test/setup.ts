import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { FEATURE_STRINGS, initI18n, loadFeatureStrings } from '../shared/i18n/i18n';

// What a test waits to see (findBy…, waitFor) may take longer than Testing Library's 1 s default while the machine is
// busy (the grid in jsdom under a full run on two cores took 1.5 s once): a wait that succeeds never waits longer.
configure({ asyncUtilTimeout: 5000 });

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
