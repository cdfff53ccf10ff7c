import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, InputBase } from '@mui/material';
import { useState } from 'react';
import { NICKNAME_MAX_LENGTH } from '@club/contracts';

interface NicknameEditorProps {
  initial: string;
  label: string;
  onSave: (name: string) => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Inline name edit: Enter or the check saves (empty clears it), Escape or the cross cancels. */
export function NicknameEditor({ initial, label, onSave, onCancel, busy }: NicknameEditorProps) {
  const [name, setName] = useState(initial);
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: 480 }}
    >
      <InputBase
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        inputProps={{ 'aria-label': label, maxLength: NICKNAME_MAX_LENGTH }}
        placeholder="No nickname"
        sx={{
          flex: 1,
          minWidth: 0,
          px: 1,
          py: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontWeight: 700,
        }}
      />
      <IconButton type="submit" size="small" aria-label="Save nickname" disabled={busy}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel nickname edit" onClick={onCancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
