import { PAYMENT_PROMPT, type BotTemplate } from '@club/contracts';

const GAME_NAMES: Record<string, string> = {
  poker: 'Poker on ClubGG',
  sportsbook: 'Sportsbook & Casino',
  arcade: 'Galactic Arcade',
};

/** Server-written support messages; clients may ask for them by name but never write them. */
export function renderBotTemplate(template: BotTemplate, subject: string): string {
  switch (template) {
    case 'deposit': {
      const game = GAME_NAMES[subject];
      const intro = game
        ? `Welcome! Let's get your ${game} account topped up.`
        : "Welcome! Let's get your account topped up.";
      return `${intro} Deposits are play money only and are usually credited within minutes. ${PAYMENT_PROMPT}`;
    }
  }
}
