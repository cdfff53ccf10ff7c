import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The 18+ and play-money statement shown on every game and guide page. */
export function PlayMoneyNotice() {
  return (
    <Stack
      direction="row"
      spacing={2}
      component="aside"
      aria-label="Play money notice"
      sx={(theme) => ({
        p: { xs: 2.5, md: 3 },
        borderRadius: 3,
        border: `1px solid ${alpha(theme.palette.primary.main, 0.4)}`,
        bgcolor: alpha(theme.palette.primary.main, 0.08),
        alignItems: 'flex-start',
      })}
    >
      <VerifiedUserIcon color="primary" aria-hidden="true" />
      <Box>
        <Typography sx={{ fontWeight: 700 }}>Play money only · Adults 18+</Typography>
        <Typography variant="body2" color="textSecondary">
          Every game in the club uses virtual currency. No real money is wagered or won, balances
          have no cash value, and this is not a gambling service. You must be 18 or older to join.
        </Typography>
      </Box>
    </Stack>
  );
}
