import type { UserView } from '@club/contracts';

/** A signed-in member with a confirmed address and nothing bought, unless `fields` say otherwise. */
export function testUser(fields: Partial<UserView> = {}): UserView {
  return {
    id: 'b9b7c1de-0000-4000-8000-000000000001',
    username: 'peter',
    email: 'peter@example.com',
    emailVerified: true,
    firstName: null,
    lastName: null,
    phone: null,
    nickname: null,
    role: 'user',
    vipUntil: null,
    isPremium: false,
    tournamentEntries: 0,
    createdAt: '2026-11-22T00:00:00.000Z',
    ...fields,
  };
}
