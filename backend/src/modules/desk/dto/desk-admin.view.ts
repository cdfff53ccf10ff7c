import type * as Contract from '@club/contracts';
import { PRESENCES, type Presence } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class DeskAdminView implements Contract.DeskAdminView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({
    enum: PRESENCES,
    description: 'online: a tab in use; away: every tab hidden or idle; offline: no socket',
  })
  presence: Presence;
}
