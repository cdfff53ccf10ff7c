import { Stack, Typography } from '@mui/material';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" sx={{ color: 'secondary.main' }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
      >
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 620 }}>
        {subtitle}
      </Typography>
    </Stack>
  );
}
