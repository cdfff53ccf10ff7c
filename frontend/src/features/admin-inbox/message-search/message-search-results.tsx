import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { MESSAGE_SEARCH_TEXT, type AdminConversationView } from '@club/contracts';
import { conversationKey, refOf, type ConversationRef } from '../admin-inbox-types';
import { ConversationListItem } from '../components/conversation-list-item';
import { searchesMessages, useSearchMessagesQuery } from './message-search-api';

interface MessageSearchResultsProps {
  search: string;
  selected: ConversationRef | null;
  /** Opens the conversation at the matching message. */
  onOpen: (conversation: AdminConversationView, messageId: number) => void;
}

/** Under the search field: conversations whose messages match, each with its snippet. */
export function MessageSearchResults({ search, selected, onOpen }: MessageSearchResultsProps) {
  const active = searchesMessages(search);
  const {
    data: hits,
    isFetching,
    isError,
  } = useSearchMessagesQuery(search.trim(), {
    skip: !active,
  });
  if (!active) return null;
  return (
    <Box
      component="section"
      aria-labelledby="message-search-heading"
      sx={{ maxHeight: '45%', overflowY: 'auto', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1 }}>
        <Typography id="message-search-heading" variant="overline" component="h3">
          {MESSAGE_SEARCH_TEXT.heading}
        </Typography>
        {isFetching && <CircularProgress size={14} aria-label="Searching messages" />}
      </Box>
      {isError && <Alert severity="error">Failed to search messages</Alert>}
      {hits?.length === 0 && (
        <Typography variant="body2" sx={{ px: 1.5, pb: 1, color: 'text.secondary' }}>
          {MESSAGE_SEARCH_TEXT.none}
        </Typography>
      )}
      {hits && hits.length > 0 && (
        <Box component="ul" aria-label={MESSAGE_SEARCH_TEXT.heading} sx={{ m: 0, p: 0 }}>
          {hits.map((hit) => (
            <ConversationListItem
              key={`${conversationKey(refOf(hit.conversation))}:${hit.messageId}`}
              conversation={hit.conversation}
              selected={selected?.id === hit.conversation.id}
              unread={0}
              snippet={hit.snippet}
              onSelect={() => onOpen(hit.conversation, hit.messageId)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
