import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoLookup, profileStore } from '../shared/environment';
import type { RoutePrefetchContext } from '../shared/lib/feature-module';
import { createRoutePreloader, installLinkPreloading } from './route-preload';

const INSTITUTION = '3f1c7a52-6b7e-4d0a-9a57-5d8c1e2f4b10';

function routesWith(spies: { listLazy: () => Promise<unknown>; pageLazy: () => Promise<unknown>; prefetch: (c: RoutePrefetchContext) => unknown }): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        {
          path: 'things',
          handle: { prefetch: spies.prefetch },
          children: [
            { index: true, lazy: spies.listLazy as RouteObject['lazy'] },
            { path: ':thingId', lazy: spies.pageLazy as RouteObject['lazy'] },
          ],
        },
      ],
    },
  ];
}

describe('route preloading', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts the matched page chunk (not its siblings) and the data with the route params, for the active institution', async () => {
    profileStore.applyDemoProfile({ institutionId: INSTITUTION, apiKey: 'key' });
    const spies = { listLazy: vi.fn(async () => ({})), pageLazy: vi.fn(async () => ({})), prefetch: vi.fn() };
    const queryClient = new QueryClient();
    createRoutePreloader(routesWith(spies), queryClient)('/things/42');
    expect(spies.pageLazy).toHaveBeenCalledTimes(1);
    expect(spies.listLazy).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(spies.prefetch).toHaveBeenCalledTimes(1));
    expect(spies.prefetch.mock.calls[0][0]).toMatchObject({ params: { thingId: '42' }, queryClient, institutionId: INSTITUTION });
  });

  it('waits for the demo lookup before fetching data, so it is fetched for the institution the lookup sets', async () => {
    const done = demoLookup.start();
    const spies = { listLazy: vi.fn(async () => ({})), pageLazy: vi.fn(async () => ({})), prefetch: vi.fn() };
    createRoutePreloader(routesWith(spies), new QueryClient())('/things');
    expect(spies.listLazy).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(spies.prefetch).not.toHaveBeenCalled();
    done();
    await vi.waitFor(() => expect(spies.prefetch).toHaveBeenCalledTimes(1));
  });

  it('preloads the route of a same-origin link on hover or keyboard focus, and ignores other links', () => {
    const preload = vi.fn();
    const uninstall = installLinkPreloading(preload);
    document.body.innerHTML = '<a id="in" href="/things/7"><span id="label">Thing</span></a><a id="out" href="https://example.com/things/8">x</a>';
    document.getElementById('label')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('out')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('in')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/things/7'], ['/things/7']]);
    uninstall();
    document.getElementById('in')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
