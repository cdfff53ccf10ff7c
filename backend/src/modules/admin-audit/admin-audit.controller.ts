import { Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { NEXT_PAGE_HEADERS } from '../../common/dto/next-page-headers.js';
import { sendPage } from '../chat/conversation-page.js';
import { AuditLogPages } from './audit-log-page.js';
import { AdminAuditEntryDto } from './dto/admin-audit-entry.dto.js';
import { AdminAuditQueryDto } from './dto/admin-audit-query.dto.js';
import { AdminRoutes } from '../../common/decorators/admin-routes.decorator.js';

/** The admins' audit log: who changed what of whom, and when. */
@AdminRoutes('admin console', 'admin/audit-log')
export class AdminAuditController {
  constructor(private readonly pages: AuditLogPages) {}

  @Get()
  @ApiOperation({
    summary: 'Audit entries, newest first; the next page is named by the X-Next-Cursor header',
  })
  @ApiOkResponse({ type: [AdminAuditEntryDto], headers: NEXT_PAGE_HEADERS })
  @ApiBadRequestResponse({ description: 'A filter or the cursor is not valid' })
  async list(
    @Query() query: AdminAuditQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminAuditEntryDto[]> {
    return sendPage(response, await this.pages.page(query));
  }
}
