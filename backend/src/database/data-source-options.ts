import type { DataSourceOptions } from 'typeorm';
import { AnonymousConversationEntity } from '../modules/anonymous-chat/anonymous-conversation.entity.js';
import { AnonymousMessageEntity } from '../modules/anonymous-chat/anonymous-message.entity.js';
import { ConversationEntity } from '../modules/chat/conversation.entity.js';
import { MessageEntity } from '../modules/chat/message.entity.js';
import {
  MerchandiseImageEntity,
  MerchandiseProductEntity,
  MerchandiseVariantEntity,
} from '../modules/merchandise/merchandise-product.entity.js';
import { PaymentRequestEntity } from '../modules/payment-requests/payment-request.entity.js';
import { PaymentEntity } from '../modules/payments/payment.entity.js';
import { SavedReplyEntity } from '../modules/saved-replies/saved-reply.entity.js';
import { SiteSettingsEntity } from '../modules/site-config/site-settings.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';
import { migrations } from './migrations.js';

export const entities = [
  UserEntity,
  ConversationEntity,
  MessageEntity,
  AnonymousConversationEntity,
  AnonymousMessageEntity,
  PaymentEntity,
  PaymentRequestEntity,
  MerchandiseProductEntity,
  MerchandiseImageEntity,
  MerchandiseVariantEntity,
  SavedReplyEntity,
  SiteSettingsEntity,
];

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    extra: { max: 10, connectionTimeoutMillis: 5_000 },
  };
}
