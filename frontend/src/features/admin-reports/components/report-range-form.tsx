import type { ReportRangeQuery } from '@club/contracts';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { rangeProblem } from '../report-range';

/** The report's days; "Show" puts them in the query string, so the view can be bookmarked. */
export function ReportRangeForm({
  range,
  problem,
  onApply,
}: {
  /** The days shown now (as the server answered them, or as the URL asks). */
  range: ReportRangeQuery;
  /** Why the URL's range cannot be shown. */
  problem?: string;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [formProblem, setFormProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = rangeProblem({ from, to });
    setFormProblem(next);
    if (!next) onApply({ from, to });
  }

  const shown = formProblem ?? problem;
  return (
    <Box component="form" aria-label="Date range" noValidate onSubmit={submit}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 9rem', maxWidth: 200 }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 9rem', maxWidth: 200 }}
        />
        <Button type="submit" variant="contained">
          Show
        </Button>
      </Box>
      {shown && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {shown}
        </Alert>
      )}
    </Box>
  );
}
