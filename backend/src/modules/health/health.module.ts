import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ReadyController } from './ready.controller.js';
import { Readiness } from './readiness.js';

@Module({ controllers: [HealthController, ReadyController], providers: [Readiness] })
export class HealthModule {}
