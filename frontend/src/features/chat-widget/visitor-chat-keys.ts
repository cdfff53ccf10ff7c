/** Where the visitor widgets keep what they remember in localStorage. */
export const IDENTITY_KEY = 'chatIdentity';
export const UNREAD_KEY = 'userUnreadCount';
export const DEVICE_ID_KEY = 'chatDeviceId';
export const DISPLAY_NAME_KEY = 'chatDisplayName';
