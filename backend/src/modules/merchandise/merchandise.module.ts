import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminMerchandiseController } from './admin-merchandise.controller.js';
import { LocalMerchandiseProvider } from './local-merchandise.provider.js';
import { MerchandiseController } from './merchandise.controller.js';
import {
  MerchandiseImageEntity,
  MerchandiseProductEntity,
  MerchandiseVariantEntity,
} from './merchandise-product.entity.js';
import { MERCHANDISE_PROVIDER, type MerchandiseProvider } from './merchandise-provider.js';
import { MerchandiseService } from './merchandise.service.js';
import { PrintifyMerchandiseProvider } from './printify-merchandise.provider.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      MerchandiseProductEntity,
      MerchandiseImageEntity,
      MerchandiseVariantEntity,
    ]),
    UploadsModule,
  ],
  controllers: [MerchandiseController, AdminMerchandiseController],
  providers: [
    LocalMerchandiseProvider,
    MerchandiseService,
    {
      provide: MERCHANDISE_PROVIDER,
      inject: [APP_CONFIG, LocalMerchandiseProvider],
      useFactory: (config: AppConfig, local: LocalMerchandiseProvider): MerchandiseProvider => {
        const settings = config.merchandise;
        if (settings.provider === 'local') return local;
        return new PrintifyMerchandiseProvider({
          apiToken: settings.apiToken,
          shopId: settings.shopId,
          apiBase: settings.apiBase,
        });
      },
    },
  ],
  exports: [MerchandiseService],
})
export class MerchandiseModule {}
