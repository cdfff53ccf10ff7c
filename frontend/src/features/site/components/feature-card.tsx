import { Box, Card, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';

export interface Feature {
  title: string;
  body: ReactNode;
  icon: ReactElement;
}

interface FeatureCardProps extends Feature {
  accent?: string;
}

/** One selling point: an icon, a short title and a sentence or two. */
export function FeatureCard({ title, body, icon, accent = '#22d3ee' }: FeatureCardProps) {
  return (
    <Card component="article" sx={{ p: 3, height: '100%' }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          mb: 2,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: accent,
          bgcolor: alpha(accent, 0.12),
          border: `1px solid ${alpha(accent, 0.35)}`,
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" component="div">
        {body}
      </Typography>
    </Card>
  );
}
