/**
 * Where Stripe sends the browser after a payment that had to leave the page (SPEC §7: the
 * dashboard), from the store or from a payment request in the chat: the dashboard asks the server
 * how the payment stands and says so.
 */
export function paymentReturnUrl(origin: string, packageId: string): string {
  return `${origin}/dashboard?package=${encodeURIComponent(packageId)}`;
}
