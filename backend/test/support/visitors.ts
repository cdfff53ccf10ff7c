import { COOKIE, type VisitorConversationView } from '@club/contracts';
import type { Server } from 'node:http';
import request from 'supertest';

/** A browser of an anonymous visitor: a cookie jar that holds its chat_state. */
export function visitorBrowser(http: Server) {
  return request.agent(http);
}

export function chatStateCookieOf(setCookie: string[] | string | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith(`${COOKIE.chatState}=`))?.split(';')[0];
}

export async function deviceConversation(
  http: Server,
  deviceId = `device-${Date.now()}-abc123`,
  displayName = 'Guest-ABC12',
) {
  const response = await request(http)
    .post('/api/anonymous-chat/conversation')
    .send({ deviceId, displayName })
    .expect(200);
  const cookie = chatStateCookieOf(response.headers['set-cookie'])!;
  return { conversation: response.body as VisitorConversationView, cookie, deviceId };
}

export async function guestConversation(http: Server, username = 'Stargazer') {
  const response = await request(http)
    .post('/api/chat-conversations')
    .send({ username, subject: 'Support' })
    .expect(201);
  const cookie = chatStateCookieOf(response.headers['set-cookie'])!;
  return { conversation: response.body as VisitorConversationView, cookie, username };
}
