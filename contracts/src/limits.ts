/** Text of one chat message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;

/** Visitor names (guest name, display name): 1–50 characters after bidi controls are removed. */
export const VISITOR_NAME_MAX_LENGTH = 50;

/** A member's nickname, as support sets it: 0–50 characters. */
export const NICKNAME_MAX_LENGTH = 50;

export const DEVICE_ID_MAX_LENGTH = 100;
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 100;
export const IMAGE_URL_MAX_LENGTH = 255;

/** An uploaded image: 413 beyond this. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** An uploaded image's pixels by default (UPLOAD_MAX_MEGAPIXELS): 422 beyond. */
export const IMAGE_DEFAULT_MAX_MEGAPIXELS = 40;

/** One socket frame, in bytes. */
export const SOCKET_FRAME_MAX_BYTES = 64 * 1024;

/** Admin conversation lists: `limit` is 1–100, 50 when not given; `search` at most 100 characters. */
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 100;
export const ADMIN_LIST_SEARCH_MAX_LENGTH = 100;

/** Repeated deposit clicks within this window answer the same bot message (SPEC §4: 3 s). */
export const BOT_DUPLICATE_WINDOW_MS = 3_000;
