import {
  ACCOUNT_STATUSES,
  MEMBERS_PAGE_TEXT,
  USER_ROLES,
  type AccountStatus,
  type MembersQuery,
  type UserRole,
} from '@club/contracts';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { searchProblem } from '../members-query';

type Filters = Pick<MembersQuery, 'search' | 'role' | 'status'>;

interface MembersFiltersFormProps {
  /** The filters the address holds now. */
  filters: Filters;
  /** New filters: the list starts again from its first page. */
  onApply: (filters: Filters) => void;
}

/** Search, role and status; "Search" puts them in the address. */
export function MembersFiltersForm({ filters, onApply }: MembersFiltersFormProps) {
  const [search, setSearch] = useState(filters.search ?? '');
  const [role, setRole] = useState<UserRole | ''>(filters.role ?? '');
  const [status, setStatus] = useState<AccountStatus | ''>(filters.status ?? '');
  const [problem, setProblem] = useState(() => searchProblem(filters.search));
  const searchRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = search.trim();
    const next = searchProblem(trimmed);
    setProblem(next);
    if (next) {
      searchRef.current?.focus();
      return;
    }
    onApply({
      ...(trimmed && { search: trimmed }),
      ...(role && { role }),
      ...(status && { status }),
    });
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Member filters"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type="search"
        label={MEMBERS_PAGE_TEXT.searchLabel}
        placeholder={MEMBERS_PAGE_TEXT.searchHint}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onBlur={() => setProblem(searchProblem(search.trim()))}
        inputRef={searchRef}
        error={!!problem}
        helperText={problem}
        sx={{ flex: '2 1 14rem' }}
      />
      <TextField
        select
        size="small"
        label={MEMBERS_PAGE_TEXT.roleLabel}
        value={role}
        onChange={(event) => setRole(event.target.value as UserRole | '')}
        sx={{ flex: '1 1 8rem', maxWidth: 180 }}
      >
        <MenuItem value="">All</MenuItem>
        {USER_ROLES.map((value) => (
          <MenuItem key={value} value={value}>
            {MEMBERS_PAGE_TEXT.roleName[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={MEMBERS_PAGE_TEXT.statusLabel}
        value={status}
        onChange={(event) => setStatus(event.target.value as AccountStatus | '')}
        sx={{ flex: '1 1 8rem', maxWidth: 180 }}
      >
        <MenuItem value="">All</MenuItem>
        {ACCOUNT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {MEMBERS_PAGE_TEXT.statusName[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {MEMBERS_PAGE_TEXT.apply}
      </Button>
    </Box>
  );
}
