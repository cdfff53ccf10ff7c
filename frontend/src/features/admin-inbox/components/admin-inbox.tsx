import { Box, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { ReconnectingNotice } from '@/components/chat/reconnecting-notice';
import { useToast } from '@/components/toast/use-toast';
import { SHORTCUTS_HINT, type UserView } from '@club/contracts';
import { useRealtimeConnection, useRealtimeEvents } from '@/realtime/use-realtime';
import { catchUpMessagesOf, useMarkChatReadMutation } from '@/chat-core/chat-api';
import { adminInboxApi } from '../admin-inbox-api';
import type { AdminConversationView } from '@club/contracts';
import {
  chatRefOf,
  conversationKey,
  refOf,
  type ConversationRef,
  type ListFilter,
} from '../admin-inbox-types';
import { ALL_CONVERSATIONS, listFilterFromQuery, listFilterQuery } from '../list-filter-query';
import { useAdminConversations } from '../use-admin-conversations';
import { useAdminReplies } from '../use-admin-reply';
import { useAdminUnread } from '../use-admin-unread';
import { useConversationActions } from '../use-conversation-actions';
import { useHiddenTabCount } from '../use-hidden-tab-count';
import { useTabPresence } from '../use-tab-presence';
import { InboxKeyboard } from '../keyboard/inbox-keyboard';
import { MessageSearchResults } from '../message-search/message-search-results';
import { usePaidRequestRefresh } from '../payment-requests/use-paid-request-refresh';
import { AdminsOnline } from './admins-online';
import { ChatStatsCards } from './chat-stats-cards';
import { ConversationFilters } from './conversation-filters';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { CustomerPanelLayout } from './customer-panel-layout';
import { InboxAlerts } from './inbox-alerts';

/**
 * The admin inbox: stats, both conversation lists as one (a third of the width) and the
 * selected conversation, kept live over the socket and by the 5 s polls of SPEC §7.
 */
export function AdminInbox({ admin }: { admin: UserView }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(() => listFilterFromQuery(new URLSearchParams(search)));
  /** The filters go to the address as well, so a filtered inbox can be bookmarked. */
  const applyFilter = useCallback(
    (next: ListFilter) => {
      setFilter(next);
      const wanted = listFilterQuery(next).toString();
      if (wanted !== new URLSearchParams(window.location.search).toString())
        void navigate({ search: wanted }, { replace: true });
    },
    [navigate],
  );
  /** A new key puts the filters back to All (they keep their own state). */
  const [filtersKey, setFiltersKey] = useState(0);
  const [selected, setSelected] = useState<ConversationRef | null>(null);
  const [snapshot, setSnapshot] = useState<AdminConversationView | null>(null);
  /** The message a search result opened, in the selected conversation. */
  const [focusMessageId, setFocusMessageId] = useState<number>();
  const list = useAdminConversations(filter);
  const { count: countUnread, clear: clearUnread, badge: unreadBadge } = useAdminUnread();
  const actions = useConversationActions();
  const replies = useAdminReplies(admin.id);
  const [markRead] = useMarkChatReadMutation();
  const notifyHidden = useHiddenTabCount('Admin Chat');

  useRealtimeConnection({ userId: admin.id });
  useTabPresence();
  usePaidRequestRefresh();

  const current = useMemo(
    () =>
      list.conversations.find((item) => item.id === selected?.id) ??
      (snapshot?.id === selected?.id ? snapshot : null),
    [list.conversations, selected, snapshot],
  );

  const markSeen = useCallback(
    (ref: ConversationRef) => {
      clearUnread(conversationKey(ref));
      void markRead(chatRefOf(ref));
    },
    [clearUnread, markRead],
  );

  const select = (conversation: AdminConversationView) => {
    const ref = refOf(conversation);
    setSelected(ref);
    setSnapshot(conversation);
    setFocusMessageId(undefined);
    markSeen(ref);
  };

  /**
   * Opens a conversation the customer panel names: from the list when the filters show it, else
   * the filters go back to All and it opens once the list has it.
   */
  const openConversation = (ref: ConversationRef) => {
    const listed = list.conversations.find((item) => item.id === ref.id);
    if (listed) return select(listed);
    applyFilter(ALL_CONVERSATIONS);
    setFiltersKey((key) => key + 1);
    setSelected(ref);
    setSnapshot(null);
    setFocusMessageId(undefined);
    markSeen(ref);
  };

  const openAtMessage = (conversation: AdminConversationView, messageId: number) => {
    select(conversation);
    setFocusMessageId(messageId);
  };

  /** New customer messages in the open conversation are read as they arrive. */
  const markedAt = useRef('');
  useEffect(() => {
    if (!current || !selected || current.unreadCount === 0) return;
    const mark = `${current.id}:${current.lastMessageAt}`;
    if (markedAt.current === mark) return;
    markedAt.current = mark;
    markSeen(selected);
  }, [current, markSeen, selected]);

  useRealtimeEvents((event) => {
    if (event.type === 'new_message' && !event.message.isFromAdmin) {
      notifyHidden();
      if (event.message.conversationId !== selected?.id) {
        countUnread(
          conversationKey({ list: event.conversationKind, id: event.message.conversationId }),
          event.message.id,
        );
      }
    }
    if (event.type === 'conversation_deleted') {
      clearUnread(conversationKey({ list: event.conversationKind, id: event.conversationId }));
      dispatch(adminInboxApi.util.invalidateTags(['AdminConversations', 'ChatStats']));
      // A visitor who signed in: their chat goes on in the member's conversation, nothing was lost.
      if (event.mergedInto) {
        dispatch(catchUpMessagesOf(event.mergedInto));
        if (event.conversationId === selected?.id)
          openConversation({ list: 'user', id: event.mergedInto });
        return;
      }
      if (event.conversationId === selected?.id) setSelected(null);
      if (!actions.wasDeletedHere(event.conversationId)) {
        toast({ title: 'Conversation Deleted', description: 'A conversation was deleted.' });
      }
    }
  });

  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 1, md: 1.5 },
      }}
    >
      {/* On a phone the open conversation is the whole screen: the counts wait on the list's. */}
      <Box sx={{ display: { xs: current ? 'none' : 'block', md: 'block' } }}>
        <ChatStatsCards />
      </Box>
      <InboxKeyboard
        conversations={list.conversations}
        current={current}
        onSelect={select}
        onToggleStatus={(conversation) => void actions.toggleStatus(conversation)}
      />
      <ReconnectingNotice />
      <Box
        sx={{
          flex: 1,
          minHeight: { xs: 420, md: 480 },
          display: 'grid',
          // minmax(0, …): a long preview or message must never widen its column.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(280px, 340px) minmax(0, 1fr)',
            xl: 'minmax(320px, 400px) minmax(0, 1fr)',
          },
          gridTemplateRows: 'minmax(0, 1fr)',
          gap: 2,
        }}
      >
        <Paper
          component="section"
          aria-label="Conversation list"
          sx={{
            display: { xs: current ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
            minHeight: 0,
            minWidth: 0,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', pr: 0.5 }}>
            <AdminsOnline />
            <InboxAlerts adminId={admin.id} openConversationId={selected?.id ?? null} />
          </Box>
          <ConversationFilters key={filtersKey} initial={filter} onChange={applyFilter} />
          <MessageSearchResults search={filter.search} selected={selected} onOpen={openAtMessage} />
          <ConversationList
            conversations={list.conversations}
            selected={selected}
            unreadOf={(conversation) =>
              unreadBadge(conversationKey(refOf(conversation)), conversation.unreadCount)
            }
            onSelect={select}
            canLoadMore={list.canLoadMore}
            onLoadMore={list.loadMore}
            isLoading={list.isLoading}
            isLoadingMore={list.isLoadingMore}
            isError={list.isError}
          />
        </Paper>
        <Paper
          component="section"
          aria-label="Conversation"
          sx={{
            display: { xs: current ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
            minHeight: 0,
            minWidth: 0,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {current ? (
            <CustomerPanelLayout conversation={current} onOpenConversation={openConversation}>
              {(customerDetails) => (
                <ConversationPane
                  key={current.id}
                  conversation={current}
                  adminId={admin.id}
                  replies={replies}
                  actions={actions}
                  onDeleted={() => setSelected(null)}
                  focusMessageId={focusMessageId}
                  onBack={() => setSelected(null)}
                  customerDetails={customerDetails}
                />
              )}
            </CustomerPanelLayout>
          ) : (
            <Box sx={{ flex: 1, display: 'grid', placeContent: 'center', gap: 1, p: 3 }}>
              <Typography sx={{ color: 'text.secondary' }}>
                Select a conversation to read and reply.
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                {SHORTCUTS_HINT}
              </Typography>
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
