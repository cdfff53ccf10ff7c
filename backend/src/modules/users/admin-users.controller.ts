import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ListUsersQueryDto } from './dto/list-users-query.dto.js';
import { UserPageDto } from './dto/user-page.dto.js';
import { UserResponseDto } from './dto/user-response.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Signed in, but not an admin' })
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List accounts, newest first' })
  async list(@Query() query: ListUsersQueryDto): Promise<UserPageDto> {
    const [users, total] = await this.users.list(query.limit, query.offset);
    return { items: users.map(UserResponseDto.from), total };
  }
}
