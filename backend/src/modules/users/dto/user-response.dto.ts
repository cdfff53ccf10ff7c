import type { UserView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { Role, UserEntity } from '../user.entity.js';

/** The current-user object: everything the client may know about an account. */
export class UserResponseDto implements UserView<Date> {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'The account opened the link mailed to this address' })
  emailVerified: boolean;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  nickname: string | null;

  @ApiProperty({ enum: ['user', 'admin'] })
  role: Role;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'VIP access lasts until then',
  })
  vipUntil: Date | null;

  @ApiProperty({ description: 'Bought the premium package' })
  isPremium: boolean;

  @ApiProperty({ description: 'Tournament entries bought' })
  tournamentEntries: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  static from(user: UserEntity): UserResponseDto {
    const { id, username, email, firstName, lastName, phone, nickname, role, createdAt } = user;
    const { vipUntil, isPremium, tournamentEntries } = user;
    return {
      id,
      username,
      email,
      emailVerified: user.emailVerifiedAt !== null,
      firstName,
      lastName,
      phone,
      nickname,
      role,
      vipUntil,
      isPremium,
      tournamentEntries,
      createdAt,
    };
  }
}
