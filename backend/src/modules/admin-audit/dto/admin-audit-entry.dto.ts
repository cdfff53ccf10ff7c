import * as Contract from '@club/contracts';
import { ADMIN_AUDIT_ACTIONS } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class AuditAccountDto implements Contract.AuditAccountView {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once deleted' })
  id: string | null;

  @ApiProperty()
  username: string;
}

export class AdminAuditEntryDto implements Contract.AdminAuditEntryView<Date> {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ADMIN_AUDIT_ACTIONS })
  action: Contract.AdminAuditAction;

  @ApiProperty({ type: AuditAccountDto, description: 'The admin who made the change' })
  actor: AuditAccountDto;

  @ApiProperty({ type: AuditAccountDto, nullable: true, description: 'The account it changed' })
  target: AuditAccountDto | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}
