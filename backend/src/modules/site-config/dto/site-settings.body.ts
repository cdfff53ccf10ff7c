import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import {
  SITE_SETTING_LABELS,
  siteSettingProblem,
  type SiteSettingField,
  type SiteSettingsBody as SiteSettingsBodyContract,
} from '@club/contracts';
import { StripBidiControlsAndTrim } from '../../chat/dto/bidi-controls.js';

/** One setting's rule: the contract's, so the form and the API refuse in the same words. */
const Setting = (field: SiteSettingField) =>
  applyDecorators(
    ApiProperty({ description: `${SITE_SETTING_LABELS[field]} (rules: SiteSettingsView)` }),
    StripBidiControlsAndTrim(),
    ValidateBy({
      name: 'siteSetting',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && siteSettingProblem(field, value) === undefined,
        defaultMessage: (args) =>
          typeof args?.value === 'string'
            ? (siteSettingProblem(field, args.value) ?? '')
            : `${SITE_SETTING_LABELS[field]} must be text`,
      },
    }),
  );

/** `PUT /api/admin/site-settings`: every setting at once, trimmed. */
export class SiteSettingsBody implements SiteSettingsBodyContract {
  @Setting('contactEmail')
  contactEmail: string;

  @Setting('contactPhone')
  contactPhone: string;

  @Setting('supportHours')
  supportHours: string;

  @Setting('expectedReply')
  expectedReply: string;

  @Setting('pokerClubCode')
  pokerClubCode: string;

  @Setting('discordUrl')
  discordUrl: string;

  @Setting('telegramUrl')
  telegramUrl: string;

  @Setting('instagramUrl')
  instagramUrl: string;

  @Setting('tiktokUrl')
  tiktokUrl: string;

  @Setting('youtubeUrl')
  youtubeUrl: string;

  @Setting('facebookUrl')
  facebookUrl: string;
}
