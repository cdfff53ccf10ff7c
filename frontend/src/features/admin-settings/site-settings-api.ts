import type { SiteSettingsBody, SiteSettingsView } from '@club/contracts';
import { api } from '@/api/api';

/** The club's settings as admins edit them (admins only). */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettingsView, void>({
      query: () => '/admin/site-settings',
    }),
    saveSiteSettings: build.mutation<SiteSettingsView, SiteSettingsBody>({
      query: (body) => ({ url: '/admin/site-settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(siteSettingsApi.util.upsertQueryData('getSiteSettings', undefined, data));
      },
    }),
  }),
});

export const { useGetSiteSettingsQuery, useSaveSiteSettingsMutation } = siteSettingsApi;
