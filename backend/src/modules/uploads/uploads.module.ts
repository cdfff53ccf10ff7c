import { Module } from '@nestjs/common';
import { ImageStorage } from './image-storage.js';
import { UploadsController } from './uploads.controller.js';

@Module({
  controllers: [UploadsController],
  providers: [ImageStorage],
  exports: [ImageStorage],
})
export class UploadsModule {}
