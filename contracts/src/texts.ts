/** The chat widgets show the payment picker after a support message containing this. */
export const PAYMENT_PROMPT = 'Please select a payment provider below:';

/** The `message` of REST refusals (and the `reason` of socket errors for the same refusal). */
export const ERROR_TEXT = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  notSignedIn: 'Not signed in',
  forbidden: 'You do not have permission to do this',
  invalidCredentials: 'Invalid username or password',
  conversationNotFound: 'Conversation not found',
  notYourChat:
    'Conversation not found (it belongs to another browser, or the chat_state cookie is missing)',
  emptyMessage: 'A message needs text or an image',
  foreignImage: 'imageUrl must be the URL of an uploaded image',
  imageRequired: 'An image file is required in the "image" field',
  notAnImage: 'The file must be a JPEG, PNG, GIF or WebP image',
  uploadBudgetSpent: 'Too many images uploaded. Please wait before sending more.',
  imageNotFound: 'Image not found',
  productNotFound: 'Product not found',
  invalidCursor: 'cursor is not valid',
  internal: 'Internal server error',
} as const;
