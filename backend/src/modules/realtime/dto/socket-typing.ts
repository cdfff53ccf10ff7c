import { TYPING_NOT_BOOLEAN } from '@club/contracts';
import { Allow, IsBoolean, IsUUID } from 'class-validator';

/** {type:'typing', conversationId, typing}; any other field is refused. */
export class SocketTypingDto {
  /** The frame's name. */
  @Allow()
  type?: unknown;

  @IsUUID('all', { message: 'conversationId must be a conversation id' })
  conversationId: string;

  @IsBoolean({ message: TYPING_NOT_BOOLEAN })
  typing: boolean;
}
