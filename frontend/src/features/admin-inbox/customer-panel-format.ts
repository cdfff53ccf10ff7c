import type { DepositGame, VisitorChatKind } from '@club/contracts';

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
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
