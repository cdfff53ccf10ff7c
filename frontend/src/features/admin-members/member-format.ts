import { MEMBERS_PAGE_TEXT, type MemberView } from '@club/contracts';

/** A moment as the admin's clock shows it, e.g. "Nov 22, 2026, 1:02 PM". */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day, e.g. "Nov 22, 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

export function lastSeenText(member: Pick<MemberView, 'lastSeenAt'>): string {
  return member.lastSeenAt ? formatMoment(member.lastSeenAt) : MEMBERS_PAGE_TEXT.neverSeen;
}

/** First and last name, or null when the member gave neither. */
export function fullName(member: Pick<MemberView, 'firstName' | 'lastName'>): string | null {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || null;
}

/** The packages the member holds now, e.g. ["VIP until Dec 1, 2026", "Premium", "3 tournament entries"]. */
export function packageSummary(
  member: Pick<MemberView, 'vipUntil' | 'isPremium' | 'tournamentEntries'>,
  now = Date.now(),
): string[] {
  const held: string[] = [];
  if (member.vipUntil && Date.parse(member.vipUntil) > now)
    held.push(`VIP until ${formatDay(member.vipUntil)}`);
  if (member.isPremium) held.push('Premium');
  if (member.tournamentEntries > 0)
    held.push(
      `${member.tournamentEntries} tournament ${member.tournamentEntries === 1 ? 'entry' : 'entries'}`,
    );
  return held;
}

/** Cents in the payment's currency, e.g. "$50.00". */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
