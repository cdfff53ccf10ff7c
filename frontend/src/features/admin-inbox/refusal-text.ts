/**
 * The server's own words for a refused request (its `{message}`), or `fallback` when it gave
 * none (offline, or an answer that is not the API's JSON).
 */
export function refusalText(error: unknown, fallback: string): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : '';
  try {
    const parsed: unknown = JSON.parse(message.replace(/^\d{3}: /, ''));
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed)
      return String(parsed.message);
  } catch {
    return fallback;
  }
  return fallback;
}
