import { createContext, createElement, Suspense, useContext, type ComponentProps, type ReactNode } from 'react';
import type { FeatureSlots } from './feature-module';

const FeatureSlotsContext = createContext<Partial<FeatureSlots>>({});

/** The app hands every page the slots the registered features fill (see `FeatureSlots`). */
export function FeatureSlotsProvider({ slots, children }: { slots: Partial<FeatureSlots>; children: ReactNode }) {
  return <FeatureSlotsContext.Provider value={slots}>{children}</FeatureSlotsContext.Provider>;
}

/** Whether a registered feature fills the slot `name` (a page shows the tab or section only then). */
export function useFeatureSlot<K extends keyof FeatureSlots>(name: K): boolean {
  return useContext(FeatureSlotsContext)[name] !== undefined;
}

/**
 * Renders the component another feature lends this page (nothing when that feature is not registered), showing
 * `fallback` while its code loads. The component is one the app registered once, not one made during render.
 */
export function FeatureSlot<K extends keyof FeatureSlots>({ name, props, fallback }: { name: K; props: ComponentProps<FeatureSlots[K]>; fallback: ReactNode }) {
  const component = useContext(FeatureSlotsContext)[name];
  if (!component) return null;
  return <Suspense fallback={fallback}>{createElement(component, props)}</Suspense>;
}
