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

/**
 * A visitor signs in or creates an account inside the chat widget, at any time or to pay a
 * payment request; the chat then goes on as the member's.
 */
export const WIDGET_SIGN_IN_TEXT = {
  linksLabel: 'Your account',
  signInLink: 'Sign in',
  registerLink: 'Create account',
  back: 'Back to chat',
  heading: {
    chat: { signIn: 'Sign in', register: 'Create an account' },
    pay: { signIn: 'Sign in to pay', register: 'Join the club to pay' },
  },
  hint: {
    chat: 'Your chat comes with you: it goes on in your account as soon as you are signed in.',
    pay: 'Your chat comes with you: the payment request opens as soon as you are signed in.',
  },
} as const;

/** The screen in place of a page whose code did not arrive after every retry (and a reload). */
export const PAGE_LOAD_FAILED_TEXT = {
  heading: 'This page could not load',
  body: 'Part of the site did not arrive: the connection dropped, the server was busy, or the site was just updated. Check your connection, then try again.',
  retry: 'Retry',
} as const;
