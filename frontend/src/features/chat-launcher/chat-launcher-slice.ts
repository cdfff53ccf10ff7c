import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SUBJECT, Subject } from '@club/contracts';

/** Why the chat is being opened: a deposit for a game, or a support question. */
export type SupportChatFlow = 'deposit' | 'support';

/** The games a deposit can be for: the conversation subjects other than plain support. */
export type SupportChatGame = Exclude<Subject, typeof SUBJECT.support>;

export interface SupportChatRequest {
  flow: SupportChatFlow;
  game?: SupportChatGame;
  /** The signed-in user's conversation, when the caller already knows it. */
  conversationId?: string;
}

interface ChatLauncherState {
  /** The open request, or null while the chat is closed. */
  request: SupportChatRequest | null;
}

const initialState: ChatLauncherState = { request: null };

/**
 * The one way the public pages open the support chat. The chat widget owns
 * what happens next; it reads the request and closes it when it is done.
 */
export const chatLauncherSlice = createSlice({
  name: 'chatLauncher',
  initialState,
  reducers: {
    openSupportChat(state, action: PayloadAction<SupportChatRequest>) {
      state.request = action.payload;
    },
    closeSupportChat(state) {
      state.request = null;
    },
  },
  selectors: {
    selectSupportChatRequest: (state) => state.request,
  },
});

export const { openSupportChat, closeSupportChat } = chatLauncherSlice.actions;
export const { selectSupportChatRequest } = chatLauncherSlice.selectors;
