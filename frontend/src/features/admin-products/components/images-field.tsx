import { PRODUCT_LIMITS } from '@club/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Avatar,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  IconButton,
  LinearProgress,
  Paper,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { errorText } from '@/api/error-text';
import { ACCEPTED_IMAGE_TYPES, imageProblem, imageProblemText } from '@/lib/chat/image-file';
import { moved, type ProductDraft } from '../product-draft';
import { uploadProductImage } from '../upload-product-image';

type Images = ProductDraft['images'];

interface ImagesFieldProps {
  images: Images;
  error?: string;
  onChange: (images: Images) => void;
}

interface Upload {
  name: string;
  progress: number;
}

/** The first image becomes the default when none is chosen, so the card shows a picture. */
function withDefault(images: Images): Images {
  if (images.length === 0 || images.some((image) => image.is_default)) return images;
  return images.map((image, index) => ({ ...image, is_default: index === 0 }));
}

/**
 * The product's pictures in order: upload (with progress and the server's refusal), move up or
 * down, choose the default, remove.
 */
export function ImagesField({ images, error, onChange }: ImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>();
  const [refusal, setRefusal] = useState<string>();
  const full = images.length >= PRODUCT_LIMITS.images;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setRefusal(imageProblemText(problem));
      return;
    }
    setRefusal(undefined);
    setUpload({ name: file.name, progress: 0 });
    try {
      const src = await uploadProductImage(file, (progress) =>
        setUpload({ name: file.name, progress }),
      );
      onChange(withDefault([...images, { src, is_default: false }]));
    } catch (failure) {
      setRefusal(`${file.name} was not uploaded: ${errorText(failure)}`);
    } finally {
      setUpload(undefined);
    }
  };

  const setDefault = (index: number) =>
    onChange(images.map((image, other) => ({ ...image, is_default: other === index })));

  return (
    <Box id="product-images" tabIndex={-1}>
      <Stack spacing={1} component="ol" aria-label="Images" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {images.map((image, index) => (
          <Paper
            component="li"
            key={image.src}
            variant="outlined"
            data-testid="product-image-row"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, flexWrap: 'wrap' }}
          >
            <Avatar
              variant="rounded"
              src={image.src}
              alt={`Image ${index + 1}`}
              sx={{ width: 56, height: 56 }}
            />
            <FormControlLabel
              sx={{ flexGrow: 1, mr: 0 }}
              control={
                <Radio
                  checked={image.is_default}
                  onChange={() => setDefault(index)}
                  name="default-image"
                />
              }
              label={`Image ${index + 1}${image.is_default ? ' (default)' : ''}`}
              aria-label={`Make image ${index + 1} the default`}
            />
            <IconButton
              aria-label={`Move image ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(images, index, -1))}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move image ${index + 1} down`}
              disabled={index === images.length - 1}
              onClick={() => onChange(moved(images, index, 1))}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Remove image ${index + 1}`}
              onClick={() => onChange(withDefault(images.filter((_, other) => other !== index)))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Paper>
        ))}
      </Stack>
      {upload && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">Uploading {upload.name}...</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={`Uploading ${upload.name}`}
          />
        </Box>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        data-testid="product-image-input"
        onChange={(event) => void choose(event)}
      />
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={Boolean(upload) || full}
        onClick={() => input.current?.click()}
      >
        Upload image
      </Button>
      <FormHelperText>
        {full
          ? `A product has at most ${PRODUCT_LIMITS.images} images`
          : 'JPEG, PNG, GIF or WebP, at most 5 MB. The default image is shown first.'}
      </FormHelperText>
    </Box>
  );
}
