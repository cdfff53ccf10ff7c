import { memo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useLiveChatStats } from '../use-live-chat-stats';

const CARDS = [
  { key: 'open', title: 'Open Conversations', color: 'success.main' },
  { key: 'waiting', title: 'Waiting for Response', color: 'warning.main' },
  { key: 'closedToday', title: 'Closed Today', color: 'text.secondary' },
] as const;

/**
 * The three counts, from the database (GET /api/admin/chat-stats), refreshed by the socket: three
 * cards in a row, or on a phone (where a third of the width cannot hold "Conversations") three
 * lines of title and count.
 * Memoized: it reads its own live figures and need not render with every inbox event.
 */
export const ChatStatsCards = memo(function ChatStatsCards() {
  const data = useLiveChatStats();
  return (
    <Box
      component="ul"
      aria-label="Conversation statistics"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 0.5, sm: 1, md: 2 },
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {CARDS.map((card) => (
        <Paper
          component="li"
          key={card.key}
          data-testid={`stat-${card.key}`}
          sx={{
            display: { xs: 'flex', sm: 'block' },
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: { xs: 1.25, md: 2 },
            py: { xs: 0.25, sm: 1 },
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
            {card.title}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ color: card.color, fontWeight: 800, fontSize: { xs: '1.25rem', sm: undefined } }}
          >
            {data ? data[card.key] : '–'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
});
