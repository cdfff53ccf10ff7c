import { PAYMENT_PROMPT, type BotTemplate } from '@club/contracts';

const GAME_NAMES: Record<string, string> = {
  poker: 'Poker on ClubGG',
  sportsbook: 'Sportsbook & Casino',
  arcade: 'Galactic Arcade',
};

/**
 * Server-written support messages; clients may ask for them by name but never write them.
 * `game`: the deposit request's game, else the conversation's subject.
 */
export function renderBotTemplate(template: BotTemplate, game: string): string {
  switch (template) {
    case 'deposit': {
      const gameName = GAME_NAMES[game];
      const intro = gameName
        ? `Welcome! Let's get your ${gameName} account topped up.`
        : "Welcome! Let's get your account topped up.";
      return `${intro} Deposits are play money only and are usually credited within minutes. ${PAYMENT_PROMPT}`;
    }
  }
}
