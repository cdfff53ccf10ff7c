import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { Readiness, type Check } from './readiness.js';

interface ReadyView {
  status: 'ready' | 'not ready';
  database: Check;
  redis: Check;
  shuttingDown: boolean;
}

@ApiTags('health')
@Controller('ready')
export class ReadyController {
  constructor(private readonly readiness: Readiness) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Ready for traffic: the database and (when REDIS_URL is set) Redis answer, and it is not shutting down',
  })
  @ApiOkResponse({
    schema: { example: { status: 'ready', database: 'ok', redis: 'ok', shuttingDown: false } },
  })
  @ApiServiceUnavailableResponse({
    description: 'A dependency does not answer, or the instance is stopping',
  })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadyView> {
    const [database, redis] = await Promise.all([
      this.readiness.database(),
      this.readiness.redisCheck(),
    ]);
    const shuttingDown = this.readiness.shuttingDown;
    const ready = database === 'ok' && redis !== 'failing' && !shuttingDown;
    response.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ready' : 'not ready', database, redis, shuttingDown };
  }
}
