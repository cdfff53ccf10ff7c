/** What a browser sends for a page or a file: it takes a compressed answer. */
export const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };
