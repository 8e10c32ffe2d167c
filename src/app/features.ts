import type { FeatureModule, FeatureSlots } from '../shared/lib/feature-module';
import { assetsFeature } from '../features/assets';
import { customersFeature } from '../features/customers';
import { projectsFeature } from '../features/projects';
import { settingsFeature } from '../features/settings';
import { transactionsFeature } from '../features/transactions';

/**
 * Every feature registers its routes (and navigation entry) here. Screens of later issues (assets,
 * transactions, customers) appear in the navigation and in global search as soon as their module is added.
 */
export const features: FeatureModule[] = [projectsFeature, assetsFeature, transactionsFeature, customersFeature, settingsFeature];

export const registeredFeatureIds = new Set(features.map((f) => f.id));

/** The parts features lend each other's pages (e.g. the transaction grid in a project's tab), composed here. */
export const featureSlots: Partial<FeatureSlots> = Object.assign({}, ...features.map((f) => f.slots ?? {}));
