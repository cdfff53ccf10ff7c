import { Module } from '@nestjs/common';
import { ImageCleanup } from './image-cleanup.js';
import { ImageStorage } from './image-storage.js';
import { ImageSweeper } from './image-sweeper.js';
import { UploadBudget } from './upload-budget.js';
import { UploadedImages } from './uploaded-images.js';
import { UploadsController } from './uploads.controller.js';

@Module({
  controllers: [UploadsController],
  providers: [ImageStorage, UploadedImages, ImageCleanup, ImageSweeper, UploadBudget],
  exports: [ImageStorage, ImageCleanup, UploadBudget, UploadedImages],
})
export class UploadsModule {}
