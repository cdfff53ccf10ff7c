import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import StyleIcon from '@mui/icons-material/Style';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { ContentSection } from '@/features/site/components/content-section';
import { FeatureGrid } from '@/features/site/components/feature-grid';

const GAMES = [
  {
    title: "No-limit Hold'em",
    body: 'The classic: two hole cards, five on the board and every chip on the line whenever you like.',
    icon: <StyleIcon />,
  },
  {
    title: 'Pot-limit Omaha',
    body: 'Four hole cards and pot-limit betting make for big hands, big draws and big pots.',
    icon: <ViewModuleIcon />,
  },
  {
    title: 'Tournaments',
    body: 'Daily freerolls, weekend specials and a monthly leaderboard with bragging rights for the winners.',
    icon: <EmojiEventsIcon />,
  },
];

export function PokerGamesSection() {
  return (
    <ContentSection
      headingId="poker-games-title"
      eyebrow="What we play"
      title="Games at the Club"
      intro="All games use play-money chips: practise your reads and your bankroll management without risking a cent."
    >
      <FeatureGrid features={GAMES} accent="#f5b841" />
    </ContentSection>
  );
}
