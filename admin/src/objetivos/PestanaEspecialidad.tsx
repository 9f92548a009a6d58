import { useState, type ReactElement } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { ESTADOS_OBJETIVO, TEXTO_PENDIENTE_EVALUAR, textoDe, type MarcaObjetivo, type ObjetivoLeido } from '../contratos';
import { MenuAcciones } from '../comun/MenuAcciones';
import { TextoCorto } from '../comun/TextoCorto';
import { formatearFecha } from '../formato';
import { PantallaCargando } from '../shell/PantallaCargando';
import { DialogoCalificar } from './DialogoCalificar';
import { DialogoExtender } from './DialogoExtender';
import { DialogoNuevoObjetivo } from './DialogoNuevoObjetivo';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/** Each mark's icon; its words in resources.objetivos.marcas. */
const MARCAS: Record<Exclude<MarcaObjetivo, null>, ReactElement> = {
  'a-tiempo': <CheckCircleIcon sx={{ color: 'success.main' }} />,
  tarde: <CheckCircleIcon sx={{ color: 'warning.main' }} />,
  vencido: <CancelIcon sx={{ color: 'error.main' }} />,
};

export const Marca = ({ marca }: { marca: MarcaObjetivo }) => {
  const t = useTranslate();
  if (!marca) return null;
  const texto = t(`resources.objetivos.marcas.${marca}`);
  return (
    <Tooltip title={texto}>
      <Box component="span" data-marca={marca} aria-label={texto} sx={{ display: 'inline-flex' }}>
        {MARCAS[marca]}
      </Box>
    </Tooltip>
  );
};

export const Porcentaje = ({ valor }: { valor: number | null }) =>
  valor === null ? (
    <Typography variant="body2" color="text.secondary">
      {TEXTO_PENDIENTE_EVALUAR}
    </Typography>
  ) : (
    <Typography variant="body2" sx={{ fontWeight: 600 }} color={valor >= 60 ? 'success.main' : 'error.main'} data-porcentaje={valor}>
      {valor}%
    </Typography>
  );

type Dialogo = { tipo: 'nuevo' } | { tipo: 'calificar' | 'extender'; objetivo: ObjetivoLeido } | null;

/** One specialty's objectives of the patient: table with marks and percentage; new, rate and extend. */
export const PestanaEspecialidad = ({ paciente, especialidad, activo }: { paciente: string; especialidad: number; activo: boolean }) => {
  const t = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const { data, error, isPending } = useQuery({
    queryKey: ['objetivos', 'lista', paciente, especialidad],
    queryFn: () => dataProvider.listarObjetivos({ paciente, especialidad }),
    retry: false,
  });
  if (isPending) return <PantallaCargando />;
  // Psychology of a locked patient: the server's words (403), nothing else.
  if (error)
    return (
      <Alert severity="warning" data-aviso-objetivos>
        {error.message}
      </Alert>
    );
  const campo = (c: string) => t(`resources.objetivos.fields.${c}`);
  return (
    <Box data-pestana-especialidad={especialidad}>
      {/* At the table's start: on a 1366×768 laptop it never sits beyond a wide table (issue 28 item 18). */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-start', mb: 1 }}>
        {activo && (
          <Button variant="contained" onClick={() => setDialogo({ tipo: 'nuevo' })}>
            {t('resources.objetivos.nuevo')}
          </Button>
        )}
      </Box>
      {data.length === 0 ? (
        <Alert severity="info">{t('resources.objetivos.sinObjetivos')}</Alert>
      ) : (
        // Compact cells and bounded texts: the nine columns, the rating and extension menu included, fit 1366 px.
        <Table size="small" data-tabla-objetivos sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {['objetivo', 'tareas', 'fechaInicio', 'fechaFin', 'terapeuta', 'porcentaje', 'estado', 'marca', 'acciones'].map((c) => (
                <TableCell key={c}>{campo(c)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((o) => (
              <TableRow key={o.id} data-objetivo={o.id}>
                <TableCell>
                  <TextoCorto texto={o.objetivo} ancho={190} />
                </TableCell>
                <TableCell>
                  <TextoCorto texto={o.tareas.join(' · ')} ancho={150} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFecha(o.fechaInicio)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFecha(o.fechaFin)}</TableCell>
                <TableCell>
                  <TextoCorto texto={o.terapeuta} ancho={120} />
                </TableCell>
                <TableCell>
                  <Porcentaje valor={o.porcentaje} />
                </TableCell>
                <TableCell sx={{ maxWidth: 120 }}>{textoDe(ESTADOS_OBJETIVO, o.estado)}</TableCell>
                <TableCell>
                  <Marca marca={o.marca} />
                </TableCell>
                <TableCell>
                  <MenuAcciones
                    acciones={[
                      {
                        etiqueta: t('resources.objetivos.accionCalificar'),
                        accion: 'calificar',
                        alElegir: () => setDialogo({ tipo: 'calificar', objetivo: o }),
                        oculta: o.estado === 'evaluado',
                      },
                      {
                        etiqueta: t('resources.objetivos.accionExtender'),
                        accion: 'extender',
                        alElegir: () => setDialogo({ tipo: 'extender', objetivo: o }),
                        oculta: o.estado === 'evaluado',
                      },
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {dialogo?.tipo === 'nuevo' && <DialogoNuevoObjetivo paciente={paciente} especialidad={especialidad} onCerrar={() => setDialogo(null)} />}
      {dialogo?.tipo === 'calificar' && <DialogoCalificar objetivo={dialogo.objetivo} onCerrar={() => setDialogo(null)} />}
      {dialogo?.tipo === 'extender' && <DialogoExtender objetivo={dialogo.objetivo} onCerrar={() => setDialogo(null)} />}
    </Box>
  );
};
