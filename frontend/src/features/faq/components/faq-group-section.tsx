import { Card, Typography } from '@mui/material';
import type { FaqGroup } from '../faq-content';
import { FaqItem } from './faq-item';

export function FaqGroupSection({ group }: { group: FaqGroup }) {
  const headingId = `faq-${group.id}-title`;

  return (
    <Card
      component="section"
      id={`faq-${group.id}`}
      aria-labelledby={headingId}
      sx={{ px: { xs: 2.5, md: 4 }, pt: 3, pb: 1 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {group.title}
      </Typography>
      {group.entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} />
      ))}
    </Card>
  );
}
