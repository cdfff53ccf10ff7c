import { memo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useLiveChatStats } from '../use-live-chat-stats';

const CARDS = [
  { key: 'open', title: 'Open Conversations', color: 'success.main' },
  { key: 'waiting', title: 'Waiting for Response', color: 'warning.main' },
  { key: 'closedToday', title: 'Closed Today', color: 'text.secondary' },
] as const;

/** The three counts, from the database (GET /api/admin/chat-stats), refreshed by the socket. */
/** Memoized: it reads its own live figures and need not render with every inbox event. */
export const ChatStatsCards = memo(function ChatStatsCards() {
  const data = useLiveChatStats();
  return (
    <Box
      component="ul"
      aria-label="Conversation statistics"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: { xs: 1, md: 2 },
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
          sx={{ px: { xs: 1.25, md: 2 }, py: 1, border: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {card.title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ color: card.color, fontWeight: 800 }}>
            {data ? data[card.key] : '–'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
});
