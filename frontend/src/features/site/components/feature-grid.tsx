import { Box } from '@mui/material';
import { type Feature, FeatureCard } from './feature-card';

/** Feature cards in a responsive grid. */
export function FeatureGrid({ features, accent }: { features: Feature[]; accent?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: `repeat(${Math.min(features.length, 4)}, 1fr)`,
        },
      }}
    >
      {features.map((feature) => (
        <FeatureCard key={feature.title} {...feature} accent={accent} />
      ))}
    </Box>
  );
}
