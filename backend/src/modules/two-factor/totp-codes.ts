import { TOTP_PERIOD_SECONDS } from '@club/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

/** One step either side of now, for a phone clock a little off (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, issuer: string, accountName: string): string {
  return generateURI({ issuer, label: accountName, secret, period: TOTP_PERIOD_SECONDS });
}

/** Rendered here, so the page needs no QR library and the secret goes out once. */
export function qrCodeDataUrl(url: string): Promise<string> {
  return toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/**
 * The time step the code belongs to, when it is right and newer than `afterTimeStep` (the last
 * one accepted): the same code is never accepted twice.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | undefined,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep,
    strategy: 'totp',
  }).catch(() => undefined);
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}
