import { Box } from '@mui/material';
import { Carousel } from '@/features/site/components/carousel';
import { ContentSection } from '@/features/site/components/content-section';
import { POKER_TABLES, TABLE_CAROUSEL_INTERVAL_MS } from '../poker-tables';
import { PokerTableSlide } from './poker-table-slide';

export function PokerTablesSection() {
  return (
    <ContentSection
      headingId="poker-tables-title"
      eyebrow="Take a seat"
      title="Our Tables"
      intro="Cash games, tournaments and heads-up battles run day and night. A look at what is waiting for you:"
    >
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <Carousel
          label="Poker tables"
          items={POKER_TABLES}
          getKey={(table) => table.id}
          renderSlide={(table) => <PokerTableSlide table={table} />}
          intervalMs={TABLE_CAROUSEL_INTERVAL_MS}
        />
      </Box>
    </ContentSection>
  );
}
