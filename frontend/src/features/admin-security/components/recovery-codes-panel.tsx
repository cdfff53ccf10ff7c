import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once: to copy or download before leaving. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Typography>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1,
            fontFamily: 'monospace',
            fontSize: '1.05rem',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </Paper>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
