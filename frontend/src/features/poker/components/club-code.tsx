import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';

/** SPEC §9: how long 'Copied!' stays on the button. */
const COPIED_CONFIRMATION_MS = 2000;

/** The club code in large digits with a button that copies it. */
export function ClubCode({ code }: { code: string }) {
  const toast = useToast();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopiedAt(Date.now());
      toast({ title: 'Copied!', description: `Club code ${code} is on your clipboard.` });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the club code and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  const copied = copiedAt !== null;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Box
        data-testid="club-code"
        sx={{
          px: 2,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'primary.main',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.5rem',
          fontWeight: 700,
          letterSpacing: '0.2em',
          color: 'primary.main',
          textAlign: 'center',
          userSelect: 'all',
        }}
      >
        {code}
      </Box>
      <Button
        variant="outlined"
        color="secondary"
        onClick={copy}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      >
        {copied ? 'Copied!' : 'Copy Code'}
      </Button>
    </Stack>
  );
}
