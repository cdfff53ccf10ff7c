/**
 * Two-factor sign-in for admins: time-based one-time codes (TOTP, RFC 6238) from an
 * authenticator app, with single-use recovery codes.
 */

/** `POST /api/login` answers this status (not 200) when the password was right but a code is still needed. */
export const SECOND_FACTOR_STATUS = 202;

/**
 * What the signed-in-to-be account must do next. `totp`: send a code to
 * `POST /api/login/two-factor`. `totp_setup`: two-factor sign-in is required for admins and this
 * one has not set it up: only the `/api/admin/two-factor` endpoints answer until it is confirmed.
 */
export const SECOND_FACTOR_STEP = { code: 'totp', setup: 'totp_setup' } as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEP)[keyof typeof SECOND_FACTOR_STEP];

/** The body of a SECOND_FACTOR_STATUS answer: the session is not signed in yet. */
export interface SecondFactorChallenge {
  secondFactor: SecondFactorStep;
}

/** `POST /api/login/two-factor`: either the app's code or one recovery code. */
export interface SecondFactorRequest {
  code?: string;
  recoveryCode?: string;
}

/** Digits of an authenticator app's code; one code lasts this many seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Play-money club';

/** Recovery codes given when two-factor sign-in is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** "abcd-efgh-jkmn-pqrs": 16 letters and digits (79 random bits) in groups of four. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/;

/** `GET /api/admin/two-factor`. */
export interface TwoFactorStatusView {
  enabled: boolean;
  /** ADMIN_2FA=required: every admin must have it, and it cannot be turned off. */
  required: boolean;
  /** Recovery codes not used yet (0 while not enabled). */
  recoveryCodesLeft: number;
  /** The session is waiting for set-up before it is signed in (required mode). */
  signInPending: boolean;
}

/** `POST /api/admin/two-factor/setup`: shown once; the secret is never sent again. */
export interface TwoFactorSetupView {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: string;
  /** The QR code as a PNG data URL. */
  qrCodeDataUrl: string;
}

/** `POST /api/admin/two-factor/confirm` and `/disable`. */
export interface TwoFactorCodeRequest {
  code: string;
}

/** `POST /api/admin/two-factor/confirm`: shown once; only their hashes are kept. */
export interface TwoFactorRecoveryCodesView {
  recoveryCodes: string[];
}

/** `POST /api/admin/two-factor/disable`: the password and a code (or a recovery code). */
export interface TwoFactorDisableRequest {
  password: string;
  code: string;
}

/** The server's words for two-factor refusals, and the pages' own texts. */
export const TWO_FACTOR_TEXT = {
  wrongCode: 'That code is not right. Check the app and try again.',
  noPendingSignIn: 'Sign in with your password first.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noSetupStarted: 'Start the set-up first.',
  requiredCannotDisable: 'Two-factor sign-in is required for admins here and cannot be turned off.',
  wrongPassword: 'That password is not right.',
  codeLabel: 'Code from your authenticator app',
  recoveryCodeLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code',
  useAppCode: 'Use the code from the app',
} as const;
