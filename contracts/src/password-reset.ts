/** A password's length, at registration and when it is reset. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** How long a password-reset link works after it is sent. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The longest reset token the API reads; a real one is 43 characters. */
export const PASSWORD_RESET_TOKEN_MAX_LENGTH = 128;

/**
 * The SPA page a reset mail links to, with `#token=`: a fragment never reaches a server, so the
 * token stays out of access logs, proxies and Referer headers.
 */
export const PASSWORD_RESET_PATH = '/reset-password';

/** The SPA page where a reset link is asked for. */
export const PASSWORD_FORGOT_PATH = '/forgot-password';

/** `POST /api/password-reset/request`: answered 202 whether or not an account has this address. */
export interface PasswordResetRequest {
  email: string;
}

/** `POST /api/password-reset/check`: 204 while the link works, else 400 `linkInvalid`. */
export interface PasswordResetCheckRequest {
  token: string;
}

/** `POST /api/password-reset/confirm`: sets the password and ends every session of the account. */
export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

/** What the reset screens say, and the `message` of the API's refusals. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: 'Forgot password?',
  requestTitle: 'Reset your password',
  requestIntro:
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  emailLabel: 'Email',
  requestButton: 'Send reset link',
  requestPending: 'Sending...',
  requestSent:
    'If an account uses this address, we have sent it a link to set a new password. The link works for 30 minutes.',
  backToSignIn: 'Back to Sign In',
  resetTitle: 'Set a new password',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  passwordRule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  resetButton: 'Set Password',
  resetPending: 'Saving...',
  resetDone:
    'Your password has been changed, and every device signed in to your account has been signed out. Sign in with your new password.',
  linkInvalid: 'This reset link has expired or has already been used. Ask for a new one.',
  linkMissing: 'This page needs the link from your reset e-mail.',
  askAgain: 'Ask for a new link',
  checking: 'Checking your link...',
  failedTitle: 'Password reset failed',
} as const;
