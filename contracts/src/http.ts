/** Every refused or failed REST call answers this body. */
export interface ErrorView {
  statusCode: number;
  message: string;
  /** Validation failures: each message (`message` joins them). */
  errors?: string[];
}

/** Cookie names (SPEC: the member's session and the visitor's signed chat binding). */
export const COOKIE = {
  session: 'session_id',
  chatState: 'chat_state',
} as const;

export const HEADER = {
  /** On an admin list page when more remain: pass it back as `?cursor=`. */
  nextCursor: 'X-Next-Cursor',
  /** Every answer carries its request id (taken from the request when given). */
  requestId: 'X-Request-Id',
} as const;

/** Where stored images are served: `/api/uploads/<32 hex>.<ext>`. */
export const UPLOADS_URL_PREFIX = '/api/uploads/';
