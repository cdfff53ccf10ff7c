import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SUBJECTS, type Subject } from '@club/contracts';

export class CreateConversationDto {
  @ApiPropertyOptional({ enum: SUBJECTS, default: 'Support' })
  @IsOptional()
  @IsIn(SUBJECTS, { message: `subject must be one of: ${SUBJECTS.join(', ')}` })
  subject?: Subject;
}
