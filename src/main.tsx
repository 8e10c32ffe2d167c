import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './api/clients';
import { App } from './app/app';
import { loadDemoProfile } from './app/demo-profile';
import { initI18n } from './shared/i18n/i18n';

async function start() {
  // Translations first (German is a separate chunk), and the Local profile's demo key when the service has one.
  await Promise.all([initI18n(), loadDemoProfile()]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
