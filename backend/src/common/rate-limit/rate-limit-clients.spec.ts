import { sign } from 'cookie-signature';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import { VisitorIdentity } from '../../modules/anonymous-chat/visitor-identity.js';
import { RateLimitClients } from './rate-limit-clients.js';

const SECRET = 'rate-limit-clients-secret';
const visitors = new VisitorIdentity({ sessionSecret: SECRET } as AppConfig);
const clients = new RateLimitClients(visitors);

function requestOf(fields: { cookie?: string; userId?: string } = {}): Request {
  const headers = fields.cookie ? { cookie: fields.cookie } : {};
  const user = fields.userId ? { id: fields.userId } : undefined;
  return { ip: '203.0.113.9', headers, user } as unknown as Request;
}

const chatState = `chat_state=${encodeURIComponent(sign('visitor-token', SECRET))}`;
const visitorKey = visitors.keyOf(requestOf({ cookie: chatState }))!;

describe('RateLimitClients', () => {
  it('counts a visitor send or rename against its chat_state cookie and its address', () => {
    for (const bucket of ['send', 'rename'] as const) {
      expect(clients.of(bucket, requestOf({ cookie: chatState }), 'POST /x')).toEqual([
        `visitor:${visitorKey}`,
        'ip:203.0.113.9',
      ]);
      expect(clients.of(bucket, requestOf(), 'POST /x')).toEqual(['ip:203.0.113.9']);
      expect(clients.of(bucket, requestOf({ cookie: 'chat_state=forged' }), 'POST /x')).toEqual([
        'ip:203.0.113.9',
      ]);
    }
  });

  it("counts a member's sends against the account alone, even with a chat_state cookie", () => {
    const member = requestOf({ cookie: chatState, userId: 'u1' });
    expect(clients.of('send', member, 'POST /api/messages')).toEqual(['user:u1']);
  });

  it('counts sign-in per route and address, and other buckets per account or address', () => {
    expect(clients.of('auth', requestOf({ userId: 'u1' }), 'POST /api/login')).toEqual([
      'POST /api/login:ip:203.0.113.9',
    ]);
    expect(clients.of('upload', requestOf({ cookie: chatState }), 'POST /x')).toEqual([
      'ip:203.0.113.9',
    ]);
    expect(clients.of('upload', requestOf({ userId: 'u1' }), 'POST /x')).toEqual(['user:u1']);
  });
});
