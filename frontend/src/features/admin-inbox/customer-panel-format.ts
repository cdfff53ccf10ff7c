import type { DepositGame, VisitorChatKind } from '@club/contracts';

// One formatter each, made once: `toLocaleString` with options builds a new one per call
// (milliseconds each), and the customer panel formats its dates on every inbox event.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const MOMENT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

export function formatMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}

/** Cents in the payment's currency, e.g. "$50.00". */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

export function vipStatus(vipUntil: string | null, now: Date): string {
  if (vipUntil === null) return 'No VIP';
  const until = formatDay(vipUntil);
  return Date.parse(vipUntil) > now.getTime() ? `VIP until ${until}` : `VIP ended ${until}`;
}

export const VISITOR_KIND_LABEL: Record<VisitorChatKind, string> = {
  guest: 'Guest (named)',
  device: 'Device visitor',
};

export const GAME_LABEL: Record<DepositGame, string> = {
  poker: 'Poker',
  sportsbook: 'Sportsbook & Casino',
  arcade: 'Arcade',
};
