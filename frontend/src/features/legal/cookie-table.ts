export interface CookieEntry {
  name: string;
  purpose: string;
  kind: string;
  duration: string;
}

/** SPEC §3: the cookies the policy names, with their durations. */
export const COOKIES: CookieEntry[] = [
  {
    name: 'session_id',
    purpose: 'Keeps you signed in while you move between pages.',
    kind: 'Essential, first-party',
    duration: 'Session',
  },
  {
    name: 'user_preferences',
    purpose: 'Remembers choices such as your chat display name.',
    kind: 'Functionality, first-party',
    duration: '1 year',
  },
  {
    name: 'analytics_id',
    purpose: 'Counts visits anonymously so we can see which pages help.',
    kind: 'Analytics, first-party',
    duration: '2 years',
  },
  {
    name: 'chat_state',
    purpose: 'Links this browser to its support conversation.',
    kind: 'Essential, first-party',
    duration: 'Session',
  },
];
