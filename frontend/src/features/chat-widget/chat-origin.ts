import {
  STARTED_ON_PAGE_MAX_LENGTH,
  STARTED_ON_PAGE_PATTERN,
  type ChatOriginRequest,
  type DepositGame,
} from '@club/contracts';
import type { SupportChatRequest } from '@/features/chat-launcher/chat-launcher-slice';

/** The game whose deposit button opened the chat, if one did. */
export function depositGameOf(request: SupportChatRequest | null): DepositGame | undefined {
  return request?.flow === 'deposit' ? request.game : undefined;
}

/**
 * Where a visitor starts a chat, for the admins' customer panel: the page's path (never its
 * query or fragment, which may hold tokens) and, for a deposit button, its game. A path the
 * server would refuse is left out rather than failing the chat.
 */
export function chatOrigin(
  game: DepositGame | undefined,
  pathname = window.location.pathname,
): ChatOriginRequest {
  const origin: ChatOriginRequest = {};
  if (pathname.length <= STARTED_ON_PAGE_MAX_LENGTH && STARTED_ON_PAGE_PATTERN.test(pathname))
    origin.page = pathname;
  if (game) origin.game = game;
  return origin;
}
