export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** The questions and answers; the club code is the club's current one. */
export const faqGroups = (pokerClubCode: string): FaqGroup[] => [
  {
    id: 'poker',
    title: 'Poker',
    entries: [
      {
        question: 'Where are the poker games played?',
        answer:
          'On ClubGG, a free poker app for iPhone, Android, Windows and Mac. Download it from the Poker page, then join our club from inside the app.',
      },
      {
        question: 'What is the club code?',
        answer: `Our club code is ${pokerClubCode}. Open Clubs in the ClubGG app, choose Join Club and enter the code; we approve new requests around the clock.`,
      },
      {
        question: 'Which games do you run?',
        answer:
          "No-limit Texas Hold'em and pot-limit Omaha cash games, daily freerolls, a Sunday main event and heads-up tables.",
      },
      {
        question: 'How do I get chips?',
        answer:
          'Press Play Now on the Poker page or open the support chat and ask for play-money chips. The team loads them onto your club account.',
      },
    ],
  },
  {
    id: 'sportsbook',
    title: 'Sportsbook & Casino',
    entries: [
      {
        question: 'What is the minimum deposit for the sportsbook?',
        answer: 'The minimum play-money deposit for the sportsbook and casino is $20.',
      },
      {
        question: 'Which sports can I bet on?',
        answer:
          'Football, basketball, American football, tennis, hockey, baseball, MMA, esports and more, with live odds during the games.',
      },
      {
        question: 'What are player props?',
        answer:
          'Bets on what one player does in a game, such as points scored, assists or shots on target, rather than on the final result.',
      },
      {
        question: 'Which casino games are available?',
        answer:
          'Blackjack, roulette, baccarat, video poker and a large choice of slots, all in the same wallet as your sports bets.',
      },
    ],
  },
  {
    id: 'arcade',
    title: 'Galactic Arcade',
    entries: [
      {
        question: 'How many games does the arcade have?',
        answer:
          '14 and counting, including Space Slots, Rocket Crash, Asteroid Mines, Cosmic Plinko, Phoenix Roulette and the 67 Game.',
      },
      {
        question: 'How do I register for the arcade?',
        answer:
          'Use the Register Now button on the Galactic Arcade page. It opens the arcade sign-up page in a new tab.',
      },
      {
        question: 'How do leaderboards work?',
        answer:
          'Every game you play counts towards the weekly and monthly leaderboards. The top players receive bonus credits when each period closes.',
      },
      {
        question: 'What is the treasure chest?',
        answer:
          'A free daily chest with a random reward: bonus credits, free spins or a booster for the leaderboards.',
      },
    ],
  },
  {
    id: 'general',
    title: 'General Information',
    entries: [
      {
        question: 'Is real money involved?',
        answer:
          'No. Everything at the club uses virtual currency. No real money is wagered or won, balances have no cash value and this is not a gambling service.',
      },
      {
        question: 'How old do I have to be?',
        answer: 'You must be 18 or older to join the club and play any of its games.',
      },
      {
        question: 'How do I reach support?',
        answer:
          'The chat widget is staffed 24/7. You can also find the team on Discord and Telegram, or send a message with the contact form.',
      },
      {
        question: 'How do I delete my account or my data?',
        answer:
          'Ask in the support chat or with the contact form. We answer every data request within one month, as our Privacy Policy explains.',
      },
    ],
  },
];
