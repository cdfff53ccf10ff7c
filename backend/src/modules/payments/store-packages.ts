import { STORE_PACKAGE_NAME, type StorePackageId } from '@club/contracts';

export interface StorePackage {
  id: StorePackageId;
  name: string;
  /** In cents of `currency`; the client never decides it. */
  amount: number;
  currency: 'usd';
  summary: string;
  features: string[];
  popular: boolean;
}

/** How long one VIP or premium purchase extends VIP access. */
export const VIP_DAYS = 30;

/** The three packages of SPEC §3. */
export const STORE_PACKAGES: readonly StorePackage[] = [
  {
    id: 'tournament',
    name: STORE_PACKAGE_NAME.tournament,
    amount: 2500,
    currency: 'usd',
    summary: 'Entry to premium tournaments',
    features: [
      'Premium tournaments',
      'Prize pool participation',
      'Tournament statistics',
      'Leaderboard tracking',
    ],
    popular: false,
  },
  {
    id: 'vip',
    name: STORE_PACKAGE_NAME.vip,
    amount: 5000,
    currency: 'usd',
    summary: '30-day VIP access',
    features: [
      '30 days VIP access',
      'Priority support',
      'Advanced analytics',
      'VIP chat channels',
      'Exclusive events',
      'Merchandise discounts',
    ],
    popular: true,
  },
  {
    id: 'premium',
    name: STORE_PACKAGE_NAME.premium,
    amount: 10000,
    currency: 'usd',
    summary: 'Everything in VIP, and more',
    features: [
      'Everything in VIP',
      'Private rooms access',
      '1-on-1 coaching session',
      'Exclusive merchandise',
      'Direct support line',
      'Event invitations',
    ],
    popular: false,
  },
];

export function findPackage(id: string | undefined): StorePackage | undefined {
  return STORE_PACKAGES.find((pkg) => pkg.id === id);
}
