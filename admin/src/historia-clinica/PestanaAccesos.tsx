import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatearFechaHora } from '../formato';
import { BarraSeccion, Encabezados, SinRegistros } from './Seccion';
import { useSeccion } from './useHistoria';

/** 'Accesos a la historia': who read it, with which role, from which site, when, which section (custody rules). */
export const PestanaAccesos = ({ pacienteId }: { pacienteId: string }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'accesos', (dp) => dp.accesosHistoria(pacienteId));
  return (
    <>
      <BarraSeccion titulo="resources.historia-clinica.pestanas.accesos" activo={false} />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <Encabezados recurso="historia-accesos" columnas={['fechaHora', 'usuario', 'rol', 'sede', 'seccion']} />
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
