import type { SiteConfigView } from '@club/contracts';
import { api } from '@/api/api';

/** `GET /api/site-config`: the club's public settings and what the server decides for the SPA. */
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfigView, void>({
      query: () => '/site-config',
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
