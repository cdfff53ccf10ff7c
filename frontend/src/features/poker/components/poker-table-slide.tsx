import { Box, Typography } from '@mui/material';
import type { PokerTable } from '../poker-tables';

export function PokerTableSlide({ table }: { table: PokerTable }) {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Box
        component="img"
        src={table.image}
        alt={table.alt}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3 }}
      />
      <Box
        component="figcaption"
        sx={{
          p: { xs: 2, md: 3 },
          bgcolor: 'background.paper',
          borderBottomLeftRadius: 12,
          borderBottomRightRadius: 12,
        }}
      >
        <Typography variant="h6" component="p">
          {table.title}
        </Typography>
        <Typography color="textSecondary">{table.caption}</Typography>
      </Box>
    </Box>
  );
}
