import LockIcon from '@mui/icons-material/Lock';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface AccessMessageProps {
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** Why an admin page is not shown, and where to go instead. */
export function AccessMessage({ title, text, action }: AccessMessageProps) {
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockIcon color="secondary" fontSize="large" aria-hidden="true" />
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Button component={RouterLink} to={action.to} variant="contained">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}
