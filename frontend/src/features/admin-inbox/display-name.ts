import { withoutBidiControls } from '@/lib/chat/bidi';
import { guestNameFromDeviceId } from '@/lib/chat/guest-name';
import type { AdminConversationView, UserSummaryView } from '@club/contracts';

/**
 * SPEC §5: a member is shown by nickname, else first plus last name, else username; support's
 * own label for the member comes before all of them (decisions.md).
 */
export function memberDisplayName(
  user: Pick<UserSummaryView, 'nickname' | 'firstName' | 'lastName' | 'username'> &
    Partial<Pick<UserSummaryView, 'supportLabel'>>,
): string {
  const fullName = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return user.supportLabel?.trim() || user.nickname?.trim() || fullName || user.username;
}

/** SPEC §5: a visitor is shown by display name, else 'Guest-' and 5 characters of the device id. */
export function visitorDisplayName(conversation: {
  displayName: string | null;
  deviceId: string;
}): string {
  return conversation.displayName?.trim() || guestNameFromDeviceId(conversation.deviceId);
}

/** The name the inbox shows, without bidi controls (which could reorder it). */
export function conversationDisplayName(conversation: AdminConversationView): string {
  return withoutBidiControls(
    conversation.kind === 'user'
      ? memberDisplayName(conversation.user)
      : visitorDisplayName(conversation),
  );
}

/** What the inline editor edits: support's label for a member, or a visitor's display name. */
export function editableName(conversation: AdminConversationView): string {
  return (
    (conversation.kind === 'user' ? conversation.user.supportLabel : conversation.displayName) ?? ''
  );
}
