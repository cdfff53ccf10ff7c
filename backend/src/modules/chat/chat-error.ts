import { ERROR_TEXT } from '@club/contracts';

export enum ChatErrorCode {
  ConversationNotFound = 'conversation_not_found',
  EmptyMessage = 'empty_message',
  ForeignImage = 'foreign_image',
}

export const CHAT_ERROR_MESSAGES: Record<ChatErrorCode, string> = {
  [ChatErrorCode.ConversationNotFound]: ERROR_TEXT.conversationNotFound,
  [ChatErrorCode.EmptyMessage]: ERROR_TEXT.emptyMessage,
  [ChatErrorCode.ForeignImage]: ERROR_TEXT.foreignImage,
};

/**
 * Why a chat call was refused. Services throw it without knowing the transport: the exception
 * filter answers it over HTTP, the gateway as a socket error.
 */
export class ChatError extends Error {
  constructor(readonly code: ChatErrorCode) {
    super(CHAT_ERROR_MESSAGES[code]);
  }
}
