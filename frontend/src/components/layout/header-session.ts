/** What the header needs to know about the session. */
export type HeaderSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; welcomeName: string; isAdmin: boolean };

export interface HeaderSessionProps {
  session: HeaderSession;
  onLogout: () => void;
  isLoggingOut: boolean;
}
