import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NewTabHint } from '@/features/site/components/new-tab-hint';
import { EXTERNAL_LINKS, NEW_TAB } from '@/features/site/external-links';
import { useSiteSettings } from '@/features/site/site-settings';
import { ClubCode } from './club-code';
import { PlayNowButton } from './play-now-button';

function GetStartedStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="li" direction="row" spacing={2}>
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {number}
      </Box>
      <Stack spacing={1.5} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {children}
      </Stack>
    </Stack>
  );
}

/** 'Get Started': download the app, enter the club code, start playing. */
export function GetStartedCard() {
  const { pokerClubCode } = useSiteSettings();
  return (
    <Card component="section" aria-labelledby="get-started-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="get-started-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        Get Started
      </Typography>
      <Stack component="ol" spacing={4} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <GetStartedStep number={1} title="Download the app">
          <Typography color="textSecondary">
            Our tables run on ClubGG, a free poker app for iPhone, Android, Windows and Mac.
          </Typography>
          <Button
            href={EXTERNAL_LINKS.pokerApp}
            {...NEW_TAB}
            variant="outlined"
            color="secondary"
            startIcon={<DownloadIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            Download ClubGG
            <NewTabHint />
          </Button>
        </GetStartedStep>
        <GetStartedStep number={2} title="Enter the club code">
          <Typography color="textSecondary">
            In the app, open Clubs, tap Join Club and enter our code:
          </Typography>
          <ClubCode code={pokerClubCode} />
        </GetStartedStep>
        <GetStartedStep number={3} title="Start playing">
          <Typography color="textSecondary">
            Once we approve your request, ask support for play-money chips and take a seat at any
            table or tournament.
          </Typography>
        </GetStartedStep>
      </Stack>
      <Box sx={{ mt: 4 }}>
        <PlayNowButton />
      </Box>
    </Card>
  );
}
