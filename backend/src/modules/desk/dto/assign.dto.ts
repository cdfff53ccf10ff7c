import { DESK_ERROR, type AssignRequest } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUUID, ValidateIf } from 'class-validator';

/** `PUT /api/admin/…/:id/assignee`: an admin's id, or null to leave it with nobody. */
export class AssignDto implements AssignRequest {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The admin who will hold the conversation; null: nobody',
  })
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', { message: DESK_ERROR.assigneeIdInvalid })
  @IsDefined({ message: DESK_ERROR.assigneeIdInvalid })
  assigneeId: string | null;
}
