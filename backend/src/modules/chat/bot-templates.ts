export const BOT_TEMPLATES = ['deposit'] as const;
export type BotTemplate = (typeof BOT_TEMPLATES)[number];

/** The payment picker of the chat widgets appears after a support message containing this. */
export const PAYMENT_PROMPT = 'Please select a payment provider below:';

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
      const intro = game ? `Welcome! Let's get your ${game} account topped up.` : "Welcome! Let's get your account topped up.";
      return `${intro} Deposits are play money only and are usually credited within minutes. ${PAYMENT_PROMPT}`;
    }
  }
}

/** Repeated deposit clicks within this window answer the same bot message (SPEC §4: 3 s). */
export const BOT_DUPLICATE_WINDOW_MS = 3_000;
