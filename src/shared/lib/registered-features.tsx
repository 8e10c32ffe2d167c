import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureId } from './feature-module';

const RegisteredFeaturesContext = createContext<ReadonlySet<FeatureId>>(new Set());

/** The app tells every screen which features (and so which pages) exist, so links only lead somewhere real. */
export function RegisteredFeaturesProvider({ features, children }: { features: ReadonlySet<FeatureId>; children: ReactNode }) {
  return <RegisteredFeaturesContext.Provider value={features}>{children}</RegisteredFeaturesContext.Provider>;
}

export function useRegisteredFeatures(): ReadonlySet<FeatureId> {
  return useContext(RegisteredFeaturesContext);
}

export function useFeatureRegistered(id: FeatureId): boolean {
  return useRegisteredFeatures().has(id);
}
