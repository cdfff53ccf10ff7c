/** The chat button's distance from the viewport's right and bottom edges. */
export const LAUNCHER_OFFSET_PX = 16;

/** The chat button's height (MUI's large Fab). */
const LAUNCHER_SIZE_PX = 56;

/**
 * Room left free under the last thing on every page, so that scrolled to the end, the footer's
 * links and buttons sit above the floating chat button instead of under it.
 */
export const LAUNCHER_CLEARANCE_PX = LAUNCHER_SIZE_PX + 2 * LAUNCHER_OFFSET_PX;
