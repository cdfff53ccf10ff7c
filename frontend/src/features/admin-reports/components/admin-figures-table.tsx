import type { ReportAdminView } from '@club/contracts';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDuration } from '../format-duration';

export function AdminFiguresTable({ admins }: { admins: ReportAdminView[] }) {
  return (
    <Card component="section" aria-label="Per admin" variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Per admin
        </Typography>
        {admins.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No admin answered or resolved a conversation started in this range.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Per admin">
              <TableHead>
                <TableRow>
                  <TableCell>Admin</TableCell>
                  <TableCell align="right">First responses</TableCell>
                  <TableCell align="right">Median first response</TableCell>
                  <TableCell align="right">Resolved</TableCell>
                  <TableCell align="right">Median resolution</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {admins.map((admin) => (
                  <TableRow key={admin.adminId}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{admin.username}</TableCell>
                    <TableCell align="right">{admin.firstResponses}</TableCell>
                    <TableCell align="right">
                      {formatDuration(admin.medianFirstResponseSeconds)}
                    </TableCell>
                    <TableCell align="right">{admin.resolved}</TableCell>
                    <TableCell align="right">
                      {formatDuration(admin.medianResolutionSeconds)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
