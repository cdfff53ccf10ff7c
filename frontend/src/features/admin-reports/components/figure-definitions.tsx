import { REPORT_MAX_DAYS } from '@club/contracts';
import { Box, Typography } from '@mui/material';

/** What each figure means, in plain words (docs/decisions.md has the approximations). */
export function FigureDefinitions({ timeZone }: { timeZone: string }) {
  return (
    <Box component="section" aria-label="What the figures mean">
      <Typography variant="subtitle2" component="h2">
        What the figures mean
      </Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ pl: 2.5, my: 0.5 }}>
        <li>
          Days and hours are the club&apos;s, in its time zone ({timeZone}); both inbox lists
          (members and visitors) count.
        </li>
        <li>
          First response: from the customer&apos;s first message to the first message an admin wrote
          after it (automatic bot replies do not count), for conversations started that day.
        </li>
        <li>
          Resolution: closed time minus created time, for conversations started that day that are
          closed now; per admin, the assignee (else the admin who last handled it).
        </li>
        <li>
          Open backlog: conversations created by the end of the day and not closed at its end; a
          reopened conversation counts as never closed (its earlier close is not kept).
        </li>
        <li>Busiest hours: customer messages sent in each hour of the day and on each weekday.</li>
        <li>A range covers at most {REPORT_MAX_DAYS} days.</li>
      </Typography>
    </Box>
  );
}
