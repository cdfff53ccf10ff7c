import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { memo, useEffect, useState } from 'react';
import {
  ADMIN_LIST_SEARCH_MAX_LENGTH,
  ASSIGNEE_FILTERS,
  DESK_TEXT,
  type AssigneeFilter,
  type ConversationStatus,
} from '@club/contracts';
import type { ListFilter } from '../admin-inbox-types';

const SEARCH_DELAY_MS = 300;

interface ConversationFiltersProps {
  /** The filters it starts with (from the address); later changes of it are not followed. */
  initial: ListFilter;
  onChange: (filter: ListFilter) => void;
}

/**
 * The list's filters, all applied on the server after a short pause: search, status,
 * Mine / Unassigned / All and unread only.
 */
/**
 * Memoized: the inbox renders again on every chat event, and these toggle groups and the team's
 * tooltips (a few ms each) would render with it while their props (a state setter) stay the same.
 */
export const ConversationFilters = memo(function ConversationFilters({
  initial,
  onChange,
}: ConversationFiltersProps) {
  const [search, setSearch] = useState(initial.search);
  const [status, setStatus] = useState<ConversationStatus | ''>(initial.status);
  const [assignee, setAssignee] = useState<AssigneeFilter>(initial.assignee);
  const [unreadOnly, setUnreadOnly] = useState(initial.unreadOnly);

  useEffect(() => {
    const timer = setTimeout(
      () => onChange({ search, status, assignee, unreadOnly }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [onChange, search, status, assignee, unreadOnly]);

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, px: 1.5, pb: 1 }}>
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
      {/* The switch goes below the assignee filter when a narrow column cannot hold both. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1.5, pb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Assignee"
          value={assignee}
          onChange={(_event, value: AssigneeFilter | null) => value && setAssignee(value)}
        >
          {ASSIGNEE_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} sx={{ py: 0.25, textTransform: 'none' }}>
              {DESK_TEXT.assigneeFilter[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={unreadOnly}
              onChange={(event) => setUnreadOnly(event.target.checked)}
            />
          }
          label={DESK_TEXT.unreadOnly}
          slotProps={{ typography: { variant: 'body2', sx: { whiteSpace: 'nowrap' } } }}
          sx={{ ml: 0, mr: 0, flexShrink: 0 }}
        />
      </Box>
    </Box>
  );
});
