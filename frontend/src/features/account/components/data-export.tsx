import { ACCOUNT_TEXT } from '@club/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { ACCOUNT_EXPORT_URL } from '../account-api';
import { AccountSection } from './account-section';

/** A plain link: the server answers with a JSON attachment, which the browser saves. */
export function DataExport() {
  return (
    <AccountSection id="account-export" title={ACCOUNT_TEXT.exportTitle}>
      <Typography sx={{ mb: 2 }}>{ACCOUNT_TEXT.exportIntro}</Typography>
      <Button
        component="a"
        href={ACCOUNT_EXPORT_URL}
        download
        variant="outlined"
        startIcon={<DownloadIcon />}
      >
        {ACCOUNT_TEXT.exportButton}
      </Button>
    </AccountSection>
  );
}
