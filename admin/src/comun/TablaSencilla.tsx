import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A small read-only table: its column titles and rows of cells, as the previews and cards show them. */
export const TablaSencilla = ({ columnas, filas }: { columnas: readonly string[]; filas: readonly ReactNode[][] }) => (
  <Table size="small">
    <TableHead>
      <TableRow>
        {columnas.map((c) => (
          <TableCell key={c} sx={{ fontWeight: 600 }}>
            {c}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {filas.map((f, i) => (
        <TableRow key={i}>
          {f.map((celda, j) => (
            <TableCell key={j}>{celda}</TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
