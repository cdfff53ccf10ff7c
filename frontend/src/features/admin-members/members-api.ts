import {
  HEADER,
  type AdminAuditEntryView,
  type AdminAuditQuery,
  type MemberDetailView,
  type MemberRoleRequest,
  type MemberStatusRequest,
  type MembersQuery,
  type MemberView,
} from '@club/contracts';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';

/** One page of a keyset-paged admin list. */
export interface Page<T> {
  items: T[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

function pageOf<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  return { items, nextCursor: meta?.response?.headers.get(HEADER.nextCursor) ?? null };
}

/** The admin console's Members section and the audit log (admins only). */
export const membersApi = api
  .enhanceEndpoints({ addTagTypes: ['Members', 'AuditLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMembers: build.query<Page<MemberView>, MembersQuery>({
        query: (params) => ({ url: '/admin/users', params }),
        transformResponse: pageOf<MemberView>,
        providesTags: ['Members'],
      }),
      getMember: build.query<MemberDetailView, string>({
        query: (id) => `/admin/users/${id}`,
        providesTags: ['Members'],
      }),
      setMemberRole: build.mutation<MemberView, MemberRoleRequest & { id: string }>({
        query: ({ id, role }) => ({
          url: `/admin/users/${id}/role`,
          method: 'PUT',
          body: { role },
        }),
        invalidatesTags: ['Members', 'AuditLog'],
      }),
      setMemberStatus: build.mutation<MemberView, MemberStatusRequest & { id: string }>({
        query: ({ id, status }) => ({
          url: `/admin/users/${id}/status`,
          method: 'PUT',
          body: { status },
        }),
        invalidatesTags: ['Members', 'AuditLog'],
      }),
      resetMemberTwoFactor: build.mutation<MemberView, string>({
        query: (id) => ({ url: `/admin/users/${id}/two-factor`, method: 'DELETE' }),
        invalidatesTags: ['Members', 'AuditLog'],
      }),
      getAuditLog: build.query<Page<AdminAuditEntryView>, AdminAuditQuery>({
        query: (params) => ({ url: '/admin/audit-log', params }),
        transformResponse: pageOf<AdminAuditEntryView>,
        providesTags: ['AuditLog'],
      }),
    }),
  });

export const {
  useGetMembersQuery,
  useGetMemberQuery,
  useSetMemberRoleMutation,
  useSetMemberStatusMutation,
  useResetMemberTwoFactorMutation,
  useGetAuditLogQuery,
} = membersApi;
