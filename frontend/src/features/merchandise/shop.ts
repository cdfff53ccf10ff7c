/** Where 'Contact to Order' writes to. */
export const SHOP_EMAIL = 'shop@playmoneyclub.com';

export const DESCRIPTION_FALLBACK = 'No description available.';

export function orderInquiryHref(title: string): string {
  return `mailto:${SHOP_EMAIL}?subject=${encodeURIComponent(`Order Inquiry: ${title}`)}`;
}
