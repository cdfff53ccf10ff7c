import { Box, Button, InputBase, Paper, Typography } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { SAVED_REPLY_TEXT, type SavedReplyView } from '@club/contracts';

export const PICKER_ID = 'saved-reply-picker';
export const optionId = (reply: SavedReplyView) => `saved-reply-${reply.id}`;

/**
 * The keys of a listbox whose focus stays in a text field: arrows move, Enter chooses, Escape
 * closes. Returns true when it took the key.
 */
export function pickerKey(
  event: KeyboardEvent<HTMLElement>,
  options: readonly SavedReplyView[],
  active: number,
  setActive: (index: number) => void,
  choose: (reply: SavedReplyView) => void,
  close: () => void,
): boolean {
  const count = options.length;
  switch (event.key) {
    case 'ArrowDown':
      if (count) setActive((active + 1) % count);
      break;
    case 'ArrowUp':
      if (count) setActive((active - 1 + count) % count);
      break;
    case 'Enter':
      if (event.nativeEvent.isComposing) return false;
      if (options[active]) choose(options[active]);
      break;
    case 'Escape':
      close();
      break;
    default:
      return false;
  }
  event.preventDefault();
  event.stopPropagation();
  return true;
}

interface SavedReplyPickerProps {
  options: readonly SavedReplyView[];
  active: number;
  onActiveChange: (index: number) => void;
  onChoose: (reply: SavedReplyView) => void;
  onClose: () => void;
  onManage: () => void;
  /** Opened by its button or the shortcut: it has a search field of its own, focused. */
  search?: { value: string; onChange: (value: string) => void };
}

/** The saved replies matching the search, above the composer; usable with the keyboard alone. */
export function SavedReplyPicker({
  options,
  active,
  onActiveChange,
  onChoose,
  onClose,
  onManage,
  search,
}: SavedReplyPickerProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const activeReply = options[active];

  const searchable = search !== undefined;
  useEffect(() => {
    if (searchable) searchRef.current?.focus();
  }, [searchable]);

  useEffect(() => {
    if (activeReply)
      document.getElementById(optionId(activeReply))?.scrollIntoView({ block: 'nearest' });
  }, [activeReply]);

  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        left: 8,
        right: 8,
        bottom: '100%',
        mb: 0.5,
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 320,
        overflow: 'hidden',
      }}
    >
      {search && (
        <InputBase
          inputRef={searchRef}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          onKeyDown={(event) =>
            pickerKey(event, options, active, onActiveChange, onChoose, onClose)
          }
          placeholder={SAVED_REPLY_TEXT.search}
          inputProps={{
            'aria-label': SAVED_REPLY_TEXT.search,
            role: 'combobox',
            'aria-expanded': true,
            'aria-controls': PICKER_ID,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeReply ? optionId(activeReply) : undefined,
          }}
          sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
        />
      )}
      <Box
        component="ul"
        id={PICKER_ID}
        role="listbox"
        aria-label={SAVED_REPLY_TEXT.picker}
        sx={{ m: 0, p: 0.5, overflowY: 'auto', flex: 1, minHeight: 0 }}
      >
        {options.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ listStyle: 'none', p: 1 }}>
            {SAVED_REPLY_TEXT.none}
          </Typography>
        )}
        {options.map((reply, index) => (
          <Box
            component="li"
            key={reply.id}
            id={optionId(reply)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onActiveChange(index)}
            onClick={() => onChoose(reply)}
            sx={{
              listStyle: 'none',
              px: 1,
              py: 0.75,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === active ? 'action.selected' : 'transparent',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
              /{reply.shortcut} · {reply.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {reply.content}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 0.5, textAlign: 'right' }}>
        <Button size="small" onClick={onManage}>
          {SAVED_REPLY_TEXT.manage}
        </Button>
      </Box>
    </Paper>
  );
}
