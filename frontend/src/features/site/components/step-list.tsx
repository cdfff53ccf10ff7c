import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Step {
  title: string;
  body: ReactNode;
  /** A button or link that completes the step. */
  action?: ReactNode;
}

/** Numbered steps laid out as cards: one column on phones, up to four on wide screens. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: `repeat(${Math.min(steps.length, 4)}, 1fr)`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Card component="li" key={step.title} sx={{ p: 3, display: 'flex' }}>
          <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                color: 'primary.contrastText',
                bgcolor: 'primary.main',
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h6" component="h3">
              {step.title}
            </Typography>
            <Typography color="textSecondary" component="div" sx={{ flexGrow: 1 }}>
              {step.body}
            </Typography>
            {step.action}
          </Stack>
        </Card>
      ))}
    </Box>
  );
}
