import { Box, Typography } from '@mui/material';
import type { ArcadeGame } from '../arcade-games';

export function GameTile({ game }: { game: ArcadeGame }) {
  return (
    <Box
      sx={{
        width: { xs: 168, md: 208 },
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="img"
        src={game.image}
        alt=""
        width={240}
        height={160}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <Typography sx={{ px: 1.5, py: 1.25, fontWeight: 700 }}>{game.name}</Typography>
    </Box>
  );
}
