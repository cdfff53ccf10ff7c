import CasinoIcon from '@mui/icons-material/Casino';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

export interface GamePlatform {
  id: 'poker' | 'sportsbook' | 'arcade';
  /** Label of the hero button. */
  heroLabel: string;
  title: string;
  path: string;
  /** Label of the card's call to action; distinct from the hero button. */
  cta: string;
  description: string;
  features: string[];
  badge?: string;
  accent: string;
  Icon: ComponentType<SvgIconProps>;
}

export const GAME_PLATFORMS: GamePlatform[] = [
  {
    id: 'poker',
    heroLabel: 'Poker on ClubGG',
    title: 'Poker',
    path: '/poker',
    cta: 'Explore Poker',
    description:
      'Join our club on the ClubGG app and sit down at play-money tables around the clock.',
    features: ["No-limit Hold'em", 'Pot-limit Omaha', 'Tournaments'],
    accent: '#f5b841',
    Icon: CasinoIcon,
  },
  {
    id: 'sportsbook',
    heroLabel: 'Sportsbook & Casino',
    title: 'Sportsbook & Casino',
    path: '/sports-book',
    cta: 'Explore the Sportsbook',
    description:
      'Bet on live sports and play casino classics like blackjack, all with virtual currency.',
    features: ['Live betting', 'Player props', 'Casino games'],
    badge: 'MOST POPULAR',
    accent: '#22d3ee',
    Icon: SportsSoccerIcon,
  },
  {
    id: 'arcade',
    heroLabel: 'Galactic Arcade',
    title: 'Galactic Arcade',
    path: '/galactic-arcade',
    cta: 'Explore the Arcade',
    description:
      'Blast off into 14+ space-themed arcade games, from Asteroid Mines to Rocket Crash.',
    features: ['14+ arcade games', 'Leaderboards', 'Bonus rewards'],
    accent: '#8b5cf6',
    Icon: RocketLaunchIcon,
  },
];
