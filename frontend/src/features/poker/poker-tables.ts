export interface PokerTable {
  id: string;
  image: string;
  alt: string;
  title: string;
  caption: string;
}

/** SPEC §9: the table carousel advances every 3 s. */
export const TABLE_CAROUSEL_INTERVAL_MS = 3000;

export const POKER_TABLES: PokerTable[] = [
  {
    id: 'holdem',
    image: '/media/poker/table-holdem.svg',
    alt: "Six-handed Texas Hold'em table with a full board of five cards and chips in the pot",
    title: "No-limit Hold'em",
    caption:
      'Six-max cash tables running around the clock, from micro to high-roller play-money stakes.',
  },
  {
    id: 'omaha',
    image: '/media/poker/table-omaha.svg',
    alt: 'Pot-limit Omaha table showing a three-card flop and a four-card hand',
    title: 'Pot-limit Omaha',
    caption: 'Four hole cards, bigger draws and pot-sized action for players who like it wild.',
  },
  {
    id: 'tournament',
    image: '/media/poker/table-tournament.svg',
    alt: 'Eight-seat final table of a tournament with stacks of chips in front of the players',
    title: 'Club tournaments',
    caption: 'Daily freerolls and a Sunday main event with a leaderboard for the whole month.',
  },
  {
    id: 'heads-up',
    image: '/media/poker/table-heads-up.svg',
    alt: 'Heads-up table with two players facing each other and deep chip stacks',
    title: 'Heads-up duels',
    caption: 'Challenge another member one-on-one and settle who really runs the table.',
  },
];
