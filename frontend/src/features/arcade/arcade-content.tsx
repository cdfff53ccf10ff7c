import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { Feature } from '@/features/site/components/feature-card';

export const ARCADE_REWARDS: Feature[] = [
  {
    title: 'Weekly Leaderboard',
    body: 'The top players of each week, ranked by total play-money winnings, share a bonus credit pool every Monday.',
    icon: <EmojiEventsIcon />,
  },
  {
    title: 'Monthly Leaderboard',
    body: 'Climb the monthly rankings for bigger bonus packs and a champion badge on your arcade profile.',
    icon: <CalendarMonthIcon />,
  },
  {
    title: 'Treasure Chest',
    body: 'Open a free treasure chest every day for a surprise: bonus credits, free spins or a leaderboard booster.',
    icon: <RedeemIcon />,
  },
  {
    title: 'Milestone Rewards',
    body: 'Hit 100, 1,000 and 10,000 games played to unlock milestone rewards that stack as you go.',
    icon: <FlagIcon />,
  },
];
