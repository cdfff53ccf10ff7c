import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled part of the account page, named by its heading for assistive technology. */
export function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
