import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Fragment } from 'react';
import { COOKIES } from '../cookie-table';

const nameSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  color: 'text.primary',
} as const;

/** Lets long names such as user_preferences wrap after their underscores. */
function BreakableName({ name }: { name: string }) {
  return name.split('_').map((part, index, parts) => (
    <Fragment key={part}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

export function CookieTable() {
  return (
    <TableContainer sx={{ mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table
        size="small"
        aria-label="Cookies we use"
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name</TableCell>
            <TableCell scope="col">Purpose and kind</TableCell>
            <TableCell scope="col">Duration</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COOKIES.map((cookie) => (
            <TableRow key={cookie.name}>
              <TableCell component="th" scope="row" sx={nameSx}>
                <BreakableName name={cookie.name} />
              </TableCell>
              <TableCell>
                {cookie.purpose}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                  {cookie.kind}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{cookie.duration}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
