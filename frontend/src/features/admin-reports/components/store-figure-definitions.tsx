import { REPORT_MAX_DAYS } from '@club/contracts';
import { Box, Typography } from '@mui/material';

/** What each store figure means, in plain words (docs/decisions.md has the approximations). */
export function StoreFigureDefinitions({ timeZone }: { timeZone: string }) {
  return (
    <Box component="section" aria-label="What the figures mean">
      <Typography variant="subtitle2" component="h2">
        What the figures mean
      </Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ pl: 2.5, my: 0.5 }}>
        <li>Days are the club&apos;s, in its time zone ({timeZone}); amounts are US dollars.</li>
        <li>
          Revenue: payments Stripe took for a package, on the day they were paid; a refunded payment
          does not count (one whose refund is still pending does).
        </li>
        <li>
          New members: member accounts created that day that still exist (admins do not count).
        </li>
        <li>
          Active VIPs: members whose VIP (bought as VIP Access or Premium Package) was running at
          the end of the day, worked out from their purchases; VIP from a refunded purchase does not
          count, nor that of deleted accounts.
        </li>
        <li>
          Chosen and paid: store visits are not tracked, so conversion starts when a member chooses
          a package and the payment form opens; paid counts those of them paid for since, even if
          refunded later.
        </li>
        <li>
          Deposits closed in chat: payment requests admins sent from the inbox in the range; paid
          counts those of them paid by now, conversion is paid of sent, and the median time to pay
          runs from sending to payment, over the paid ones.
        </li>
        <li>A range covers at most {REPORT_MAX_DAYS} days.</li>
      </Typography>
    </Box>
  );
}
