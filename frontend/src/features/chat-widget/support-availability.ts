import { SUPPORT_STATUS_TEXT, type SupportStatusView } from '@club/contracts';

/** What an open panel says about support's availability: one state, and all its texts follow it. */
export interface PanelAvailability {
  /** Undefined until the server has answered. */
  online: boolean | undefined;
  /** The header's line under the title; undefined while not known. */
  line: string | undefined;
  /** Whether a visitor is asked for an e-mail address the reply can reach. */
  offerFollowUp: boolean;
}

/**
 * The panel's one rule (docs/chat.md, "What the widget says about availability"): support is
 * online when the server says someone from support is online, or while support is typing in this
 * conversation (someone is plainly there). Online shows "Support is online now" and nothing about
 * reply times; offline shows the club's expected reply time and offers the follow-up e-mail. No
 * other text in the panel speaks of availability or hours.
 */
export function panelAvailability(
  status: SupportStatusView | undefined,
  supportTyping: boolean,
): PanelAvailability {
  if (supportTyping || status?.online) {
    return { online: true, line: SUPPORT_STATUS_TEXT.online, offerFollowUp: false };
  }
  if (!status) return { online: undefined, line: undefined, offerFollowUp: false };
  return { online: false, line: status.expectedReply, offerFollowUp: true };
}
