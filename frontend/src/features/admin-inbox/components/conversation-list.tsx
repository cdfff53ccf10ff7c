import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { AdminConversationView } from '@club/contracts';
import { conversationKey, refOf, type ConversationRef } from '../admin-inbox-types';
import { ConversationListItem } from './conversation-list-item';

interface ConversationListProps {
  conversations: AdminConversationView[];
  selected: ConversationRef | null;
  unreadOf: (conversation: AdminConversationView) => number;
  onSelect: (conversation: AdminConversationView) => void;
  canLoadMore: boolean;
  onLoadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  isError: boolean;
}

/** Both lists as one, loading further pages as the reader scrolls to the end. */
export function ConversationList({
  conversations,
  selected,
  unreadOf,
  onSelect,
  canLoadMore,
  onLoadMore,
  isLoading,
  isLoadingMore,
  isError,
}: ConversationListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const end = endRef.current;
    if (!end || !canLoadMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) onLoadMore();
      },
      { root: scrollRef.current, rootMargin: '200px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [canLoadMore, onLoadMore, conversations.length]);

  if (isError) return <Alert severity="error">Failed to fetch conversations</Alert>;
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading conversations" />
      </Box>
    );
  }

  return (
    <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {conversations.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
          No conversations
        </Typography>
      ) : (
        <Box component="ul" aria-label="Conversations" sx={{ m: 0, p: 0 }}>
          {conversations.map((conversation) => (
            <ConversationListItem
              key={conversationKey(refOf(conversation))}
              conversation={conversation}
              selected={selected?.id === conversation.id}
              unread={selected?.id === conversation.id ? 0 : unreadOf(conversation)}
              onSelect={() => onSelect(conversation)}
            />
          ))}
        </Box>
      )}
      {canLoadMore && (
        <Box ref={endRef} sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          {isLoadingMore && <CircularProgress size={24} aria-label="Loading more conversations" />}
        </Box>
      )}
    </Box>
  );
}
