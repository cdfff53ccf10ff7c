import type { SupportChatGame } from '@/features/chat-launcher/chat-launcher-slice';

export interface GameChoice {
  game: SupportChatGame;
  title: string;
  platform: string;
  description: string;
  features: string[];
  path: string;
  image: string;
  badge?: string;
}

/** The three cards of the game chooser (SPEC §2, /play). */
export const GAME_CHOICES: GameChoice[] = [
  {
    game: 'poker',
    title: 'Poker',
    platform: 'On the ClubGG app',
    description: 'Sit down with fellow members at cash tables and tournaments on the club app.',
    features: ["Texas Hold'em", 'Omaha', 'Tournaments', 'Cash Games'],
    path: '/poker',
    image: '/media/poker/table-holdem.svg',
  },
  {
    game: 'sportsbook',
    title: 'Sportsbook & Casino',
    platform: 'Sports and casino in one wallet',
    description: 'Bet on every major league, live, and unwind with blackjack and slots afterwards.',
    features: ['Live Betting', 'Multiple Sports', 'Best Odds', 'Live Scores'],
    path: '/sports-book',
    image: '/media/arcade/blackjack.svg',
    badge: 'MOST POPULAR',
  },
  {
    game: 'arcade',
    title: 'Galactic Arcade Casino Games',
    platform: '14+ space-themed games',
    description: 'Crash, mines, plinko, slots and table games with leaderboards and daily rewards.',
    features: ['Arcade Games', 'Table Games', 'Leaderboards', 'Bonuses'],
    path: '/galactic-arcade',
    image: '/media/arcade/rocket-crash.svg',
  },
];
