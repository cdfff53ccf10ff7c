import SavingsIcon from '@mui/icons-material/Savings';
import SensorsIcon from '@mui/icons-material/Sensors';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import type { Feature } from '@/features/site/components/feature-card';
import type { Step } from '@/features/site/components/step-list';

export const SPORTS_GUIDE_STEPS: Step[] = [
  {
    title: 'Create Account',
    body: 'Join the club with a username, email and password. It is free and takes less than a minute.',
  },
  {
    title: 'Fund Wallet',
    body: 'Open the support chat and ask for a play-money top-up; your wallet balance updates as soon as it is confirmed.',
  },
  {
    title: 'Access Sports in the Dashboard',
    body: 'Sign in: your dashboard is in the account menu at the top of every page. The sports are on the Sportsbook & Casino page, under Games in the header, where Start Playing opens the support chat to set up your play-money sportsbook account.',
  },
  {
    title: 'Start Betting',
    body: 'Tap the odds to add a selection, enter your stake and confirm. Your open bets stay in the bet slip history.',
  },
];

export const SPORTS_GUIDE_FEATURES: Feature[] = [
  {
    title: 'Live Odds',
    body: 'Prices update in real time during the match, so you can react to every turn of the game.',
    icon: <SensorsIcon />,
  },
  {
    title: 'Multiple Sports',
    body: 'Football, basketball, tennis, hockey, baseball, MMA, esports and more, from major leagues to cup nights.',
    icon: <SportsBasketballIcon />,
  },
  {
    title: 'Play Money Only',
    body: 'Every bet uses virtual currency for entertainment only. No real money is wagered, won or paid out.',
    icon: <SavingsIcon />,
  },
];
