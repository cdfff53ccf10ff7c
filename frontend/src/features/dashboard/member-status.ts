import type { UserView } from '@club/contracts';

export type PackageStatus = Pick<UserView, 'vipUntil' | 'isPremium' | 'tournamentEntries'>;

/** True while VIP access lasts. */
export function isVipActive(status: Pick<PackageStatus, 'vipUntil'>, now: Date): boolean {
  return status.vipUntil !== null && Date.parse(status.vipUntil) > now.getTime();
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function vipLabel(status: Pick<PackageStatus, 'vipUntil'>, now: Date): string {
  if (status.vipUntil === null) return 'No VIP access yet';
  const until = formatDate(status.vipUntil);
  return isVipActive(status, now) ? `VIP until ${until}` : `VIP ended on ${until}`;
}

export function tournamentEntriesLabel(count: number): string {
  return `${count} tournament ${count === 1 ? 'entry' : 'entries'}`;
}

/** Cents in the payment's currency, e.g. "$50.00". */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** Nickname, else first and last name, else username (SPEC §5). */
export function displayName(
  user: Pick<UserView, 'nickname' | 'firstName' | 'lastName' | 'username'>,
): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.nickname?.trim() || full || user.username;
}
