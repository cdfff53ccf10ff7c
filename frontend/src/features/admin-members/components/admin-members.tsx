import { MEMBERS_PAGE_TEXT } from '@club/contracts';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useGetMembersQuery } from '../members-api';
import { membersQueryOf, membersSearchOf, searchProblem } from '../members-query';
import { ListStatus, PageNav } from './list-status';
import { MemberCards } from './member-cards';
import { MembersFiltersForm } from './members-filters-form';
import { MembersTable } from './members-table';

const WIDE = '(min-width: 900px)';

/** Every account, newest first, with the filters and the page position in the address. */
export function AdminMembers() {
  const [search, setSearch] = useSearchParams();
  const query = membersQueryOf(search);
  const problem = searchProblem(query.search);
  const { data, error, isFetching, isLoading, refetch } = useGetMembersQuery(
    problem ? skipToken : query,
  );
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const { cursor, ...filters } = query;
  const List = wide ? MembersTable : MemberCards;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MembersFiltersForm
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => setSearch(membersSearchOf(next))}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/admin/members/audit" startIcon={<HistoryIcon />}>
          {MEMBERS_PAGE_TEXT.auditTitle}
        </Button>
      </Stack>
      {!problem && (
        <ListStatus
          what="members"
          isLoading={isLoading}
          error={isFetching ? undefined : error}
          onRetry={() => void refetch()}
        />
      )}
      {data && !error && data.items.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {cursor ? MEMBERS_PAGE_TEXT.noMore : MEMBERS_PAGE_TEXT.noMatches}
        </Typography>
      )}
      {data && !error && data.items.length > 0 && (
        <Box aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <List members={data.items} />
        </Box>
      )}
      {data && !error && (
        <PageNav
          atFirst={!cursor}
          onFirst={() => setSearch(membersSearchOf(filters))}
          onNext={
            data.nextCursor
              ? () =>
                  setSearch(membersSearchOf({ ...filters, cursor: data.nextCursor ?? undefined }))
              : undefined
          }
        />
      )}
    </Box>
  );
}
