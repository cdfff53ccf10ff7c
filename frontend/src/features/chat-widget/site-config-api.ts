import { api } from '@/api/api';

export type VisitorChatKind = 'guest' | 'device';

export interface SiteConfig {
  /** Which widget anonymous visitors get (the server's VISITOR_CHAT). */
  visitorChat: VisitorChatKind;
}

export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => '/site-config',
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
