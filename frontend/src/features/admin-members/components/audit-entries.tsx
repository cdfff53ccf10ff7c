import { ADMIN_AUDIT_ACTION_LABEL, type AdminAuditEntryView } from '@club/contracts';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoment } from '../member-format';
import { memberHref } from './members-table';

function Account({ account }: { account: AdminAuditEntryView['actor'] }) {
  return account.id ? (
    <Link component={RouterLink} to={memberHref(account.id)}>
      {account.username}
    </Link>
  ) : (
    <span>{account.username} (deleted)</span>
  );
}

/** Audit entries, newest first: what was done, by whom, to whom, when. */
export function AuditEntries({
  entries,
  label,
}: {
  entries: AdminAuditEntryView[];
  label: string;
}) {
  return (
    <List dense aria-label={label} disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters data-testid="audit-entry">
          <ListItemText
            primary={
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{ADMIN_AUDIT_ACTION_LABEL[entry.action]}</strong>
                {entry.target && (
                  <>
                    {': '}
                    <Account account={entry.target} />
                  </>
                )}
                {' by '}
                <Account account={entry.actor} />
              </Typography>
            }
            secondary={formatMoment(entry.createdAt)}
          />
        </ListItem>
      ))}
    </List>
  );
}
