import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Routes need a signed-in user unless they say otherwise with this. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
