import { guestNameFromDeviceId } from '@/lib/chat/guest-name';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCharacters(count: number, random: () => number): string {
  return Array.from({ length: count }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join(
    '',
  );
}

/** A name for a guest who has not chosen one: 'Guest-' and five characters. */
export function generateGuestName(random: () => number = Math.random): string {
  return `Guest-${randomCharacters(5, random)}`;
}

/** device-{timestamp}-{random}, as SPEC §3 describes the device id. */
export function createDeviceId(
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  return `device-${now}-${randomCharacters(8, random).toLowerCase()}`;
}

/** The device widget's name until the visitor picks one. */
export function defaultDeviceName(deviceId: string): string {
  return guestNameFromDeviceId(deviceId);
}
