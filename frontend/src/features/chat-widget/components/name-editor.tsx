import { Box, Button, InputBase, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { VISITOR_NAME_MAX_LENGTH } from '@club/contracts';

interface NameEditorProps {
  placeholder: string;
  /** A line under the input, such as 'Change how you appear in chat'. */
  hint?: string;
  initialName?: string;
  /** Called with the trimmed name; a blank name does nothing. */
  onSave: (name: string) => void;
  onCancel: () => void;
  busy?: boolean;
}

/** The change-name strip under the panel's header. Escape leaves it without saving. */
export function NameEditor({
  placeholder,
  hint,
  initialName = '',
  onSave,
  onCancel,
  busy,
}: NameEditorProps) {
  const [name, setName] = useState(initialName);
  const hintId = useId();
  const save = () => {
    const trimmed = name.trim();
    if (trimmed) onSave(trimmed);
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
      sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <InputBase
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={placeholder}
          inputProps={{
            'aria-label': 'Your name',
            'aria-describedby': hint ? hintId : undefined,
            maxLength: VISITOR_NAME_MAX_LENGTH,
          }}
          sx={{ flex: 1, px: 1.25, py: 0.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
        />
        <Button type="submit" variant="contained" size="small" disabled={busy}>
          Save
        </Button>
      </Box>
      {hint && (
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
