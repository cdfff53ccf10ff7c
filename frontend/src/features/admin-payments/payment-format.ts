/** Cents in the payment's currency, e.g. "$50.00". */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/**
 * A moment as clocks in the club's `timeZone` show it, e.g. "Nov 22, 2026, 1:02 PM": the day is
 * the one the list's day filter counts it in, wherever the admin's browser is.
 */
export function formatMoment(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
}
