/** The device widget's message poll: `GET /api/anonymous-chat/conversations/:uuid/messages`. */
const VISITOR_POLL_PATH =
  /^\/api\/anonymous-chat\/conversations\/([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\/messages$/;

/** The conversation id of a visitor poll's path (no query string), or undefined for any other path. */
export function polledConversationId(path: string): string | undefined {
  return VISITOR_POLL_PATH.exec(path)?.[1];
}
