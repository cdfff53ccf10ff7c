import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The newcomers' guides (SPEC §2: join guide, sports betting guide). */
export const GUIDES = {
  join: { label: 'How to Join', to: '/join' },
  sports: { label: 'Sports Betting Guide', to: '/sportsbook' },
} as const;

export type Guide = keyof typeof GUIDES;

interface GuideLinksProps {
  guides: readonly Guide[];
  centered?: boolean;
}

/** 'New here?' with links to the guides that answer "how do I start". */
export function GuideLinks({ guides, centered = false }: GuideLinksProps) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: centered ? 'center' : 'flex-start',
      }}
    >
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        New here?
      </Typography>
      {guides.map((guide) => (
        <Link
          key={guide}
          component={RouterLink}
          to={GUIDES[guide].to}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          {GUIDES[guide].label}
          <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </Link>
      ))}
    </Stack>
  );
}
