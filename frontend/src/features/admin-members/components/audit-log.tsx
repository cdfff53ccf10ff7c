import { MEMBERS_PAGE_TEXT } from '@club/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGetAuditLogQuery } from '../members-api';
import { auditQueryOf } from '../members-query';
import { AuditEntries } from './audit-entries';
import { ListStatus, PageNav } from './list-status';

/** The whole audit log, newest first, or one member's entries; filter and page in the address. */
export function AuditLog() {
  const [search, setSearch] = useSearchParams();
  const query = auditQueryOf(search);
  const { data, error, isFetching, isLoading, refetch } = useGetAuditLogQuery(query);
  const { cursor, member } = query;
  const first: Record<string, string> = member ? { member } : {};

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {member && (
        <Stack direction="row">
          <Chip label="One member's entries" onDelete={() => setSearch({})} />
        </Stack>
      )}
      <ListStatus
        what="audit log"
        isLoading={isLoading}
        error={isFetching ? undefined : error}
        onRetry={() => void refetch()}
      />
      {data && !error && data.items.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {MEMBERS_PAGE_TEXT.auditEmpty}
        </Typography>
      )}
      {data && !error && data.items.length > 0 && (
        <Box aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <AuditEntries entries={data.items} label={MEMBERS_PAGE_TEXT.auditTitle} />
        </Box>
      )}
      {data && !error && (
        <PageNav
          atFirst={!cursor}
          onFirst={() => setSearch(first)}
          onNext={
            data.nextCursor
              ? () => setSearch({ ...first, cursor: data.nextCursor ?? '' })
              : undefined
          }
        />
      )}
    </Box>
  );
}
