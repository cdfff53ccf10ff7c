import { COOKIE } from '@club/contracts';
import { cookieFrom, inBatches } from './clients.mjs';

function post(url, body, cookie) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** `count` members, each registered (so signed in) and with a conversation of their own. */
export function createMembers(base, count) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return inBatches(indexes, 4, async (index) => {
    const username = `sender_${index}`;
    const registered = await post(`${base}/api/register`, {
      username,
      email: `${username}@example.com`,
      password: 'bench-password-1',
      acceptTerms: true,
    });
    const user = await json(registered);
    const cookie = cookieFrom(registered, COOKIE.session);
    const conversation = await json(await post(`${base}/api/conversations`, {}, cookie));
    return { user, cookie, conversationId: conversation.id };
  });
}

export async function signIn(base, credentials) {
  const response = await post(`${base}/api/login`, credentials);
  const user = await json(response);
  return { cookie: cookieFrom(response, COOKIE.session), id: user.id };
}

/** `count` device-identified visitors, each with a conversation and its chat_state cookie. */
export function createVisitors(base, count) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return inBatches(indexes, 20, async (index) => {
    const deviceId = `device-bench-${index}`;
    const response = await post(`${base}/api/anonymous-chat/conversation`, {
      deviceId,
      displayName: `Visitor ${index}`,
    });
    const conversation = await json(response);
    return {
      deviceId,
      cookie: cookieFrom(response, COOKIE.chatState),
      conversationId: conversation.id,
    };
  });
}

/** A message from a visitor of createVisitors() into their conversation. */
export async function sendAsVisitor(base, visitor, content) {
  const body = { conversationId: visitor.conversationId, deviceId: visitor.deviceId, content };
  return json(await post(`${base}/api/anonymous-chat/messages`, body, visitor.cookie));
}
