import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import { keepCacheLive } from '@/realtime/live-cache';
import type { AssignRequest, DeskAdminView } from '@club/contracts';
import type { ConversationRef } from './admin-inbox-types';

/** The desk: every admin with their presence, and who holds each conversation. */
export const deskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeskAdmins: build.query<DeskAdminView[], void>({
      query: () => '/admin/desk/admins',
      // Each admin_presence event replaces (or adds) that admin; after every (re)authentication
      // the roster is fetched again, for the changes missed while the socket was away.
      onCacheEntryAdded: (_arg, lifecycle) =>
        keepCacheLive(
          lifecycle,
          (): PromiseLike<unknown> =>
            lifecycle.dispatch(
              deskApi.endpoints.getDeskAdmins.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
          (event) => {
            if (event.type !== 'admin_presence') return;
            lifecycle.updateCachedData((draft) => {
              const index = draft.findIndex((admin) => admin.id === event.admin.id);
              if (index >= 0) draft[index] = event.admin;
              else draft.push(event.admin);
            });
          },
        ),
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
