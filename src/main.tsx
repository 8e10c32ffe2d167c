import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './api/clients';
import { App, prepareRouter, preloadRoute } from './app/app';
import { loadDemoProfile } from './app/demo-profile';
import { installLinkPreloading } from './app/route-preload';
import { warmIntlOffMainThread } from './app/warm-intl';
import { initI18n } from './shared/i18n/i18n';
import { wait } from './shared/lib/wait';

const DEMO_WAIT_MS = 500;

// zod (loaded with the first form) reads its settings from here when it loads. jitless: the service's
// Content-Security-Policy (script-src 'self') forbids `new Function`, so zod's compiled parsers could not run anyway,
// and its probe for them, made as the first schema is built, was reported as a CSP violation on every form page.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

async function start() {
  // Not in the task that evaluated the entry (the browser cannot split it): what follows starts the page's code and
  // data, about a third as much work again, in a task of its own.
  await wait();
  // The browser's locale data, which every page's first render needs, loads on another core meanwhile.
  warmIntlOffMainThread();
  // The Local profile's demo key, when the service has one, usually arrives with the translations (German is a
  // separate chunk): the first render waits for both, but for the demo lookup at most DEMO_WAIT_MS, so a normal
  // start renders once with the institution instead of twice (the second clearing the cache and re-keying the
  // routes). A slower lookup arrives whenever it does; the screens show a short loading state meanwhile.
  const demo = loadDemoProfile();
  // The page's data starts now, beside its code and the translations, not after the first render.
  preloadRoute(window.location.pathname);
  installLinkPreloading(preloadRoute);
  await Promise.all([initI18n(), Promise.race([demo, wait(DEMO_WAIT_MS)])]);
  // The router in a task of its own: when the lookups above were already answered, this would otherwise run straight
  // on from the entry's evaluation, one long task.
  await wait();
  prepareRouter();
  // The root (it installs React's listeners for every kind of event) in a task of its own too.
  await wait();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole tree (Lighthouse's total blocking time on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
