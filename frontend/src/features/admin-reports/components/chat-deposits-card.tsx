import type { ChatDepositsView } from '@club/contracts';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { chatDepositFigures } from '../chat-deposit-figures';

const CHAT_DEPOSITS_TITLE = 'Deposits closed in chat';

/** Payment requests sent from the inbox in the range: how many, how many paid and how fast. */
export function ChatDepositsCard({ deposits }: { deposits: ChatDepositsView }) {
  return (
    <Card
      component="section"
      aria-label={CHAT_DEPOSITS_TITLE}
      variant="outlined"
      data-testid="chat-deposits"
      sx={{ minWidth: 0 }}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {CHAT_DEPOSITS_TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Payment requests admins sent from the inbox in this range.
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(4, minmax(0, 1fr))',
            },
            gap: 2,
            mt: 2,
            mb: 0,
          }}
        >
          {chatDepositFigures(deposits).map((figure) => (
            <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
