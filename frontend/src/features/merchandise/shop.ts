/** Where 'Contact to Order' writes to. */
export const SHOP_EMAIL = 'shop@playmoneyclub.com';

export const DESCRIPTION_FALLBACK = 'No description available.';

/** SPEC §9's order e-mail, naming the variant when the visitor chose one. */
export function orderInquiryHref(title: string, variantTitle?: string): string {
  const subject = `Order Inquiry: ${title}${variantTitle ? ` - ${variantTitle}` : ''}`;
  return `mailto:${SHOP_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
