/** The fixed site header's height (its toolbar; the header adds a 1 px border below). */
export const SITE_HEADER_HEIGHT_PX = { xs: 64, md: 72 } as const;
