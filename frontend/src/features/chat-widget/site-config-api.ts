import type { SiteConfigView } from '@club/contracts';
import { api } from '@/api/api';

export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfigView, void>({
      query: () => '/site-config',
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
