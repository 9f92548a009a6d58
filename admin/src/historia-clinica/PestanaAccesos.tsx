import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatearFechaHora } from '../formato';
import { BarraSeccion, SinRegistros } from './Seccion';
import { useSeccion } from './useHistoria';

/** 'Accesos a la historia': who read it, with which role, from which site, when, which section (custody rules). */
export const PestanaAccesos = ({ pacienteId }: { pacienteId: string }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'accesos', (dp) => dp.accesosHistoria(pacienteId));
  return (
    <>
      <BarraSeccion titulo="Accesos a la historia" activo={false} />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Fecha y hora</TableCell>
              <TableCell>Usuario</TableCell>
              <TableCell>Rol</TableCell>
              <TableCell>Sede</TableCell>
              <TableCell>Sección</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((a, i) => (
              <TableRow key={i}>
                <TableCell>{formatearFechaHora(a.fecha)}</TableCell>
                <TableCell>{a.usuario}</TableCell>
                <TableCell>{a.rolNombre ?? ''}</TableCell>
                <TableCell>{a.sedeNombre ?? a.sede ?? ''}</TableCell>
                <TableCell>{a.seccion}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
