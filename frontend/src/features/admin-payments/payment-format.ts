/** Cents in the payment's currency, e.g. "$50.00". */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** A moment as the admin's clock shows it, e.g. "Nov 22, 2026, 1:02 PM". */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
