/**
 * The name of a visitor who has not chosen one (SPEC §3, §5): 'Guest-' plus five characters
 * of the device id, uppercased. Device ids look like device-{timestamp}-{random}, so the
 * characters come from the random part when there is one.
 */
export function guestNameFromDeviceId(deviceId: string): string {
  const parts = deviceId.split('-');
  const source = parts.length >= 3 ? parts.slice(2).join('') : deviceId;
  return `Guest-${source
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 5)
    .toUpperCase()}`;
}
