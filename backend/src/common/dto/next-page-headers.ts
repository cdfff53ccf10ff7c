import { HEADER } from '@club/contracts';

/** Swagger's description of the header that names a keyset-paged list's next page. */
export const NEXT_PAGE_HEADERS = {
  [HEADER.nextCursor]: {
    description: 'Pass as ?cursor= for the next page; absent on the last page',
    schema: { type: 'string' },
  },
};
