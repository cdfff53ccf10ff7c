import type { ImageUrlView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ImageUrlDto implements ImageUrlView {
  @ApiProperty({ example: '/api/uploads/3f2a9c0d4e5b6a7980c1d2e3f4a5b6c7.png' })
  imageUrl: string;
}
