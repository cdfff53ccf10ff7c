import { Button, Container, Stack, Typography } from '@mui/material';
import { PAGE_LOAD_FAILED_TEXT } from '@club/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '@/lib/load-chunk';
import { mayReloadForNewBuild, reloadForNewBuild } from '@/lib/reload-for-new-build';
import { PageLoader } from './page-loader';

const reloadPage = () => window.location.reload();

/** Shown when a page fails to render or its code cannot be loaded. */
export function RouteError() {
  return useRouteError() instanceof ChunkLoadError ? <PageLoadFailed /> : <RenderFailed />;
}

/**
 * The page's code did not arrive after every retry. The first time, the tab may have an old
 * build whose chunks a deploy replaced: the page loads again to get the new one. If that was
 * just done, it says so and offers to try again.
 */
function PageLoadFailed() {
  const [reloading] = useState(() => mayReloadForNewBuild());
  useEffect(() => {
    if (reloading) reloadForNewBuild();
  }, [reloading]);
  if (reloading) return <PageLoader />;
  return (
    <ErrorScreen
      heading={PAGE_LOAD_FAILED_TEXT.heading}
      body={PAGE_LOAD_FAILED_TEXT.body}
      action={PAGE_LOAD_FAILED_TEXT.retry}
    />
  );
}

function RenderFailed() {
  return (
    <ErrorScreen
      heading="Something went wrong"
      body="This page could not be displayed. Reloading usually fixes it."
      action="Reload page"
    />
  );
}

function ErrorScreen({
  heading,
  body,
  action,
}: {
  heading: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 14, md: 18 }, pb: 10 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        <Button variant="contained" onClick={reloadPage}>
          {action}
        </Button>
      </Stack>
    </Container>
  );
}
