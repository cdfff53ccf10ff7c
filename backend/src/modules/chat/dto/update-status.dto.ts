import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CONVERSATION_STATUSES, type ConversationStatus } from '@club/contracts';

export class UpdateStatusDto {
  @ApiProperty({ enum: CONVERSATION_STATUSES, description: 'closed to close, open to reopen' })
  @IsIn(CONVERSATION_STATUSES, { message: 'status must be open, waiting or closed' })
  status: ConversationStatus;
}
