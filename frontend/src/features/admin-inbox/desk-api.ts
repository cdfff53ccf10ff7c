import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import { subscribeRealtime } from '@/realtime/realtime-client';
import type { AssignRequest, DeskAdminView } from '@club/contracts';
import type { ConversationRef } from './admin-inbox-types';

/**
 * Keeps the admins' presence current: each admin_presence event replaces (or adds) that
 * admin; after every (re)authentication the roster is fetched again, since changes may have
 * been missed while the socket was away.
 */
async function streamPresence(
  _arg: void,
  lifecycle: {
    dispatch: (action: UnknownAction) => unknown;
    cacheDataLoaded: Promise<unknown>;
    cacheEntryRemoved: Promise<unknown>;
    updateCachedData: (recipe: (draft: DeskAdminView[]) => void) => unknown;
  },
): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const unsubscribe = subscribeRealtime(lifecycle.dispatch, (event) => {
    if (event.type === 'auth_success')
      lifecycle.dispatch(deskApi.util.invalidateTags(['DeskAdmins']));
    if (event.type !== 'admin_presence') return;
    lifecycle.updateCachedData((draft) => {
      const index = draft.findIndex((admin) => admin.id === event.admin.id);
      if (index >= 0) draft[index] = event.admin;
      else draft.push(event.admin);
    });
  });
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
}

/** The desk: every admin with their presence, and who holds each conversation. */
export const deskApi = api.enhanceEndpoints({ addTagTypes: ['DeskAdmins'] }).injectEndpoints({
  endpoints: (build) => ({
    getDeskAdmins: build.query<DeskAdminView[], void>({
      query: () => '/admin/desk/admins',
      providesTags: ['DeskAdmins'],
      onCacheEntryAdded: streamPresence,
    }),
    /** The list item changes through the conversation_updated event every admin receives. */
    assignConversation: build.mutation<void, ConversationRef & AssignRequest>({
      query: ({ assigneeId, ...ref }) => ({
        url: `${adminConversationPath(ref.list, ref.id)}/assignee`,
        method: 'PUT',
        body: { assigneeId },
      }),
    }),
  }),
});

export const { useGetDeskAdminsQuery, useAssignConversationMutation } = deskApi;

/** How the desk names an admin: first and last name, else username. */
export function adminName(admin: Pick<DeskAdminView, 'firstName' | 'lastName' | 'username'>) {
  const fullName = [admin.firstName?.trim(), admin.lastName?.trim()].filter(Boolean).join(' ');
  return fullName || admin.username;
}
