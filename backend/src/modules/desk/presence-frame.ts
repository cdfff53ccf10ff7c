import { DESK_ERROR, SOCKET_ERROR, TAB_STATES, type TabState } from '@club/contracts';
import { rawInputProblemOf } from '../../common/validation.js';
import type { SocketIdentity } from '../realtime/socket-registry.js';

const FIELDS = new Set(['type', 'state']);

/** Why a `{type:'presence', state}` frame is refused (undefined: taken): admins' sockets only. */
export function presenceFrameRefusal(
  identity: SocketIdentity | undefined,
  body: unknown,
): string | undefined {
  if (!identity) return SOCKET_ERROR.authenticateFirst;
  if (!identity.admin) return DESK_ERROR.adminsOnly;
  const problem = rawInputProblemOf(body);
  if (problem) return problem;
  const fields = Object.keys(body as object);
  const unknown = fields.find((field) => !FIELDS.has(field));
  if (unknown) return `property ${unknown} should not exist`;
  const { state } = body as { state?: unknown };
  return TAB_STATES.includes(state as TabState) ? undefined : DESK_ERROR.tabStateInvalid;
}
