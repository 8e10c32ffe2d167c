import type { projects, tokenizedAssets } from '../db/schema';
import type { Prng } from './prng';

type ProjectInsert = typeof projects.$inferInsert;
type AssetInsert = typeof tokenizedAssets.$inferInsert;

const DAY = 86_400_000;

/** Asset terms without the ids and timestamps the builder adds. */
type AssetTerms = Omit<AssetInsert, 'id' | 'institutionId' | 'projectId' | 'status' | 'blockchain' | 'createdAt' | 'updatedAt'>;

interface ProjectPlan {
  name: string;
  description: string;
  ageDays: number;
  assets: { finalized: boolean; terms: AssetTerms }[];
}

const bond = (t: Partial<AssetTerms> & Pick<AssetTerms, 'isin' | 'issuerName'>): AssetTerms => ({
  kind: 'Bond',
  decimals: 0,
  enableFreeze: true,
  enableClawback: true,
  isFungible: true,
  isRegulatedSecurity: true,
  hasAipSupport: false,
  isManuallyCreated: false,
  companyConsent: '0',
  mixedRecordKeeping: '0',
  ...t,
});

const share = (t: Partial<AssetTerms> & Pick<AssetTerms, 'isin' | 'issuerName'>): AssetTerms => ({
  ...bond(t),
  kind: 'Share',
  ...t,
});

const PLANS: ProjectPlan[] = [
  {
    name: 'Green Energy Bond 2027',
    description: 'Senior unsecured green bond financing three solar parks in Bavaria and Lower Austria.',
    ageDays: 175,
    assets: [
      {
        finalized: true,
        terms: bond({
          name: 'Green Energy Bond 2027',
          unitName: 'GEB27',
          isin: 'DE000GEB2029',
          issuerName: 'Sonnenfeld Energie AG',
          totalSupply: 50_000,
          price: '101.50',
          nominalAmountPerToken: '100.00',
          interestRate: '3.25',
          duration: '5 years',
          interestPaymentPeriod: 12,
          numberOfPayments: 5,
          url: 'https://example.org/green-energy-bond-2027',
          issuingMemo: 'Green bond under the 2026 framework',
        }),
      },
      {
        finalized: false,
        terms: bond({
          name: 'Green Energy Bond 2027 Tap',
          unitName: 'GEB27T',
          isin: 'DE000GEB2037',
          issuerName: 'Sonnenfeld Energie AG',
          totalSupply: 20_000,
          price: '100.00',
          nominalAmountPerToken: '100.00',
          interestRate: '3.25',
          duration: '4 years',
          interestPaymentPeriod: 12,
          numberOfPayments: 4,
        }),
      },
    ],
  },
  {
    name: 'Alpine Real Estate Shares',
    description: 'Tokenized registered shares of a residential real estate company in Tyrol and Salzburg.',
    ageDays: 140,
    assets: [
      {
        finalized: true,
        terms: share({
          name: 'Alpine RE Ordinary Shares',
          unitName: 'ARES',
          isin: 'AT0000ARES04',
          issuerName: 'Alpine Wohnbau AG',
          totalSupply: 100_000,
          price: '24.80',
          nominalAmountPerToken: '1.00',
          shareClass: 'A (ordinary)',
          votingRights: 'One vote per share',
          parValue: false,
          votingRight: true,
          companyConsent: '1',
        }),
      },
      {
        finalized: false,
        terms: share({
          name: 'Alpine RE Preference Shares',
          unitName: 'ARESP',
          isin: 'AT0000ARES12',
          issuerName: 'Alpine Wohnbau AG',
          totalSupply: 25_000,
          price: '22.00',
          nominalAmountPerToken: '1.00',
          shareClass: 'B (preference, non-voting)',
          votingRights: 'No voting rights; preferred dividend',
          parValue: true,
          votingRight: false,
          companyConsent: '1',
        }),
      },
    ],
  },
  {
    name: 'Municipal Infrastructure Notes',
    description: 'Notes of a municipal utility for the renewal of water and district heating networks.',
    ageDays: 110,
    assets: [
      {
        finalized: true,
        terms: bond({
          name: 'Municipal Infra Notes 2029',
          unitName: 'MIN29',
          isin: 'CH0000MIN296',
          issuerName: 'Stadtwerke Seeland AG',
          totalSupply: 30_000,
          price: '99.75',
          nominalAmountPerToken: '1000.00',
          interestRate: '2.10',
          duration: '3 years',
          interestPaymentPeriod: 6,
          numberOfPayments: 6,
        }),
      },
    ],
  },
  {
    name: 'Vineyard Revenue Participation',
    description: 'Planned revenue participation in a Wachau winery; assets not yet created.',
    ageDays: 12,
    assets: [],
  },
];

export interface DemoAsset {
  row: AssetInsert & { id: string; projectId: string; createdAt: Date };
  finalized: boolean;
}

export interface DemoProjects {
  projects: (ProjectInsert & { id: string })[];
  assets: DemoAsset[];
}

/** The demo projects and their assets (finalize data is added when the assets are issued). */
export function buildDemoProjects(prng: Prng, institutionId: string, now: Date): DemoProjects {
  const out: DemoProjects = { projects: [], assets: [] };
  for (const plan of PLANS) {
    const createdAt = new Date(now.getTime() - plan.ageDays * DAY);
    const project = { id: prng.uuid(), institutionId, name: plan.name, description: plan.description, createdAt, updatedAt: createdAt };
    out.projects.push(project);
    plan.assets.forEach((a, index) => {
      const assetCreated = new Date(createdAt.getTime() + (index * 20 + 2) * DAY);
      const firstCoupon = a.terms.kind === 'Bond' ? new Date(assetCreated.getTime() + 365 * DAY) : null;
      out.assets.push({
        finalized: a.finalized,
        row: {
          ...a.terms,
          id: prng.uuid(),
          institutionId,
          projectId: project.id,
          status: 'Initialized',
          blockchain: 'Algorand',
          distributorWalletId: prng.uuid(),
          firstCouponDate: firstCoupon,
          customAttributes: { segment: a.terms.kind === 'Bond' ? 'fixed income' : 'equity', rating: prng.pick(['A', 'A-', 'BBB+']) },
          createdAt: assetCreated,
          updatedAt: assetCreated,
        },
      });
    });
  }
  return out;
}
