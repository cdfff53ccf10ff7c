import { PRODUCT_LIMITS } from '@club/contracts';
import { Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';

interface TagsFieldProps {
  tags: string[];
  error?: string;
  onChange: (tags: string[]) => void;
  onBlur: () => void;
}

/** Tags as chips: type one and press Enter (or a comma) to add it; each chip removes its tag. */
export function TagsField({ tags, error, onChange, onBlur }: TagsFieldProps) {
  const [text, setText] = useState('');

  const add = () => {
    const tag = text.trim().replace(/,$/, '').trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="product-tags"
          label="Add a tag"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? 'Press Enter to add; the catalogue card shows the first two'}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.tag } }}
        />
        <Button onClick={add} disabled={!text.trim()} sx={{ mt: 0.5 }}>
          Add
        </Button>
      </Stack>
      {tags.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 1 }}
          aria-label="Tags"
        >
          {tags.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              onDelete={() => onChange(tags.filter((other) => other !== tag))}
              slotProps={{ root: { 'aria-label': `Tag ${tag}` } }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
