import { PRODUCT_LIMITS, PRODUCT_TEXT, type ProductView } from '@club/contracts';
import AddIcon from '@mui/icons-material/Add';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useGetAdminProductsQuery, useGetMerchandiseSourceQuery } from '../products-api';
import { priceRangeOf, thumbnailOf, variantCount } from '../product-summary';
import { SourceBanner } from './source-banner';

function ProductRow({ product }: { product: ProductView }) {
  return (
    <Paper
      component={RouterLink}
      to={`/admin/products/${encodeURIComponent(product.id)}`}
      variant="outlined"
      data-testid="admin-product-row"
      sx={{
        display: 'flex',
        gap: 2,
        p: 1.5,
        alignItems: 'center',
        textDecoration: 'none',
        color: 'inherit',
        minWidth: 0,
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <Avatar
        variant="rounded"
        src={thumbnailOf(product)}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'action.hover' }}
      >
        <ImageOutlinedIcon />
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{product.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {priceRangeOf(product)} · {variantCount(product.variants.length)}
        </Typography>
        {product.tags.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {product.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}

function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flexGrow: 1, minWidth: 0 }}>
      <TextField
        label="Search title or tag"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: PRODUCT_LIMITS.search, type: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button type="submit" size="small" startIcon={<SearchIcon />}>
                  Search
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** The catalogue with search (`?q=`), each product linking to its editor. */
export function ProductList() {
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const products = useGetAdminProductsQuery({ q: query || undefined });
  const { data: source } = useGetMerchandiseSourceQuery();
  const local = source?.provider === 'local';

  const newButton = local && (
    <Button
      component={RouterLink}
      to="/admin/products/new"
      variant="contained"
      startIcon={<AddIcon />}
    >
      New product
    </Button>
  );

  let body;
  if (products.isFetching && !products.data) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading products" />
      </Box>
    );
  } else if (products.error || !products.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void products.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the products: {errorText(products.error)}
      </Alert>
    );
  } else if (products.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
        <Typography variant="h6" component="p">
          {query ? `No products match "${query}"` : PRODUCT_TEXT.empty}
        </Typography>
        <Box sx={{ mt: 2 }}>
          {query ? <Button onClick={() => setSearch({})}>Show every product</Button> : newButton}
        </Box>
      </Paper>
    );
  } else {
    body = (
      <Stack
        spacing={1}
        component="ul"
        aria-label="Products"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductRow product={product} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      {source && <SourceBanner source={source} />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <SearchForm key={query} query={query} onSearch={(q) => setSearch(q ? { q } : {})} />
        {newButton}
      </Stack>
      {body}
    </Box>
  );
}
