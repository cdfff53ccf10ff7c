/**
 * Message to show for whatever a failed `unwrap()` or `await` rejected with: an
 * ApiError's message (see api-error.ts), an Error's, or a general one.
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return 'Something went wrong';
}
