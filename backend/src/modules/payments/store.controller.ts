import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { StorePackagesDto } from './dto/store-packages.dto.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('store')
@Controller('store')
export class StoreController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Get('packages')
  @ApiOperation({ summary: 'The store packages, their price ids and the Stripe publishable key' })
  @ApiOkResponse({ type: StorePackagesDto })
  packages(): StorePackagesDto {
    return this.payments.packages();
  }
}
