import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';

/** Read by screen readers, not drawn: the chart above is the sighted version. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * `text` that may break after each "/": a zone in a title (America/Argentina/Buenos_Aires) is one
 * word wider than a phone's card.
 */
function breakableAfterSlashes(text: string): ReactNode {
  const parts = text.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * One chart with its text alternatives: a visible one-line summary, and the chart's data as a
 * table for screen readers; with `csvHref`, a link that downloads the data as a CSV file.
 */
export function ChartCard({
  title,
  summary,
  table,
  csvHref,
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  csvHref?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {breakableAfterSlashes(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
        {children}
        {csvHref && (
          <Link
            href={csvHref}
            download
            aria-label={`Download CSV of ${title}`}
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <DownloadIcon fontSize="small" aria-hidden />
            Download CSV
          </Link>
        )}
        <Box sx={visuallyHidden}>
          <Table size="small">
            <caption>{title}</caption>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={String(row[0])}>
                  {row.map((cell, index) => (
                    <TableCell key={table.columns[index]}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
