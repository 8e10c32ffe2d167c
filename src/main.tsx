import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './api/clients';
import { App, preloadRoute } from './app/app';
import { loadDemoProfile } from './app/demo-profile';
import { installLinkPreloading } from './app/route-preload';
import { initI18n } from './shared/i18n/i18n';

async function start() {
  // The Local profile's demo key, when the service has one, arrives whenever it does: the profile store tells
  // the screens, which show a short loading state for the Local profile meanwhile. Only the translations
  // (German is a separate chunk) come before the first render.
  void loadDemoProfile();
  // The page's data starts now, beside its code and the translations, not after the first render.
  preloadRoute(window.location.pathname);
  installLinkPreloading(preloadRoute);
  await initI18n();
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole tree (Lighthouse's total blocking time on a slow phone).
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
