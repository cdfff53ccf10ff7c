import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { ADMIN_LIST_SEARCH_MAX_LENGTH, type ConversationStatus } from '@club/contracts';
import type { ListFilter } from '../admin-inbox-types';

const SEARCH_DELAY_MS = 300;

interface ConversationFiltersProps {
  onChange: (filter: ListFilter) => void;
}

/** Search (on the server, after a short pause in typing) and the status filter. */
export function ConversationFilters({ onChange }: ConversationFiltersProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ConversationStatus | ''>('');

  useEffect(() => {
    const timer = setTimeout(() => onChange({ search, status }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onChange, search, status]);

  return (
    <Box sx={{ display: 'flex', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        type="search"
        label="Search conversations"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: ADMIN_LIST_SEARCH_MAX_LENGTH },
        }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as ConversationStatus | '')}
        sx={{ width: 130, flexShrink: 0 }}
      >
        <MenuItem value="">All</MenuItem>
        <MenuItem value="open">Open</MenuItem>
        <MenuItem value="waiting">Waiting</MenuItem>
        <MenuItem value="closed">Closed</MenuItem>
      </TextField>
    </Box>
  );
}
