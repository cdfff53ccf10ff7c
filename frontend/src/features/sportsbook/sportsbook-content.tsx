import CasinoIcon from '@mui/icons-material/Casino';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SensorsIcon from '@mui/icons-material/Sensors';
import type { Feature } from '@/features/site/components/feature-card';
import type { Step } from '@/features/site/components/step-list';

/** SPEC §9: the sportsbook's minimum deposit. */
export const SPORTSBOOK_MINIMUM_DEPOSIT = '$20';

export const SPORTSBOOK_STEPS: Step[] = [
  {
    title: 'Sign Up',
    body: 'Create your free club account in under a minute: a username, an email address and a password.',
  },
  {
    title: 'Fund Account',
    body: `Ask support for a play-money top-up through the chat. Minimum deposit ${SPORTSBOOK_MINIMUM_DEPOSIT}.`,
  },
  {
    title: 'Place Bets',
    body: 'Pick a match, choose your market and build singles, parlays or live bets as the action unfolds.',
  },
  {
    title: 'Track & Win',
    body: 'Follow every open bet live, cash out when it suits you and watch your play-money balance grow.',
  },
];

export const SPORTSBOOK_FEATURES: Feature[] = [
  {
    title: 'Live Betting',
    body: 'Odds that move with the game: bet on the next goal, the next point or the next drive while it happens.',
    icon: <SensorsIcon />,
  },
  {
    title: 'Player Props',
    body: 'Back your favourite player: points, assists, shots on target, touchdowns, strikeouts and more.',
    icon: <PersonSearchIcon />,
  },
  {
    title: 'Deluxe Casino',
    body: 'Blackjack, roulette, baccarat and hundreds of slots in the same wallet, for when the games are over.',
    icon: <CasinoIcon />,
  },
];
