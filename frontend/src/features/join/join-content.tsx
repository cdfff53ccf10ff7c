import type { Step } from '@/features/site/components/step-list';
import { useSiteSettings } from '@/features/site/site-settings';

function ClubId() {
  return <strong>{useSiteSettings().pokerClubCode}</strong>;
}

/** SPEC §9: the join guide's minimum deposit. */
export const JOIN_MINIMUM_DEPOSIT = '$50';

export interface MembershipTier {
  name: 'Silver' | 'Gold' | 'Platinum';
  tagline: string;
  perks: string[];
  accent: string;
}

export const MEMBERSHIP_TIERS: MembershipTier[] = [
  {
    name: 'Silver',
    tagline: 'Everything you need to get going.',
    perks: ['All three platforms', 'Weekly freeroll tournaments', 'Member roles on Discord'],
    accent: '#cbd5e1',
  },
  {
    name: 'Gold',
    tagline: 'For regulars who play every week.',
    perks: ['Everything in Silver', 'Priority seats at club tournaments', 'Monthly bonus chips'],
    accent: '#f5b841',
  },
  {
    name: 'Platinum',
    tagline: 'The full club experience.',
    perks: [
      'Everything in Gold',
      'A personal host in the support chat',
      'Invitations to high-roller events',
    ],
    accent: '#22d3ee',
  },
];

export const JOIN_STEPS: Step[] = [
  {
    title: 'Create an account',
    body: 'Register with a username, your email address and a password. Adding your first name lets the team greet you properly.',
  },
  {
    title: 'Choose your membership',
    body: 'Pick the Silver, Gold or Platinum tier below. You can move up at any time by asking support.',
  },
  {
    title: 'Fund your account',
    body: `Top up your play-money balance with a credit card, a bank transfer or crypto. Minimum deposit ${JOIN_MINIMUM_DEPOSIT}.`,
  },
  {
    title: 'Start playing',
    body: (
      <>
        Jump into the sportsbook, the arcade, or the poker tables with our club ID <ClubId />.
      </>
    ),
  },
];
