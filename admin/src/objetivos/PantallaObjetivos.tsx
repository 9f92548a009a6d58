import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { ESPECIALIDADES, type PacienteEnLista } from '../contratos';
import { formatearFecha } from '../formato';
import { PantallaCargando } from '../shell/PantallaCargando';
import { PestanaEspecialidad } from './PestanaEspecialidad';
import { PestanaGeneral } from './PestanaGeneral';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const nombre = (p: PacienteEnLista) => [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ');

/** Search by surnames, first name or document; Enter searches (the clinical history's search: same site rules). */
export const BuscarPaciente = ({ onVer }: { onVer: (id: string) => void }) => {
  const t = useTranslate();
  const [escrito, setEscrito] = useState('');
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList<PacienteEnLista>(
    'historia-clinica/pacientes',
    { filter: { q }, pagination: { page: 1, perPage: 20 }, sort: { field: 'primerApellido', order: 'ASC' } },
    { enabled: q.length >= 2 },
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          name="buscarPaciente"
          label={t('resources.objetivos.buscarPaciente')}
          placeholder={t('resources.objetivos.buscarPlaceholder')}
          fullWidth
          value={escrito}
          onChange={(e) => setEscrito(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && setQ(escrito.trim())}
        />
        <Button variant="contained" onClick={() => setQ(escrito.trim())}>
          {t('ra.action.search')}
        </Button>
      </Box>
      {q.length >= 2 && !isPending && data.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          NO HAY PACIENTES
        </Alert>
      )}
      {q.length >= 2 && data.length > 0 && (
        <Table size="small" data-resultados-pacientes>
          <TableHead>
            <TableRow>
              <TableCell>{t('resources.objetivos.columnas.paciente')}</TableCell>
              <TableCell>{t('resources.objetivos.columnas.documento')}</TableCell>
              <TableCell>{t('resources.objetivos.columnas.fechaNacimiento')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{nombre(p)}</TableCell>
                <TableCell>
                  {p.tipoDocumento} {p.numeroDocumento}
                </TableCell>
                <TableCell>{formatearFecha(p.fechaNacimiento)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onVer(String(p.id))}>
                    Ver
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};

const ObjetivosPaciente = ({ paciente, onVolver }: { paciente: string; onVolver: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [pestana, setPestana] = useState(0);
  const { data, error, isPending } = useQuery({
    queryKey: ['objetivos', 'resumen', paciente],
    queryFn: () => dataProvider.resumenObjetivos(paciente),
    retry: false,
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onVolver}>
          {t('ra.action.back')}
        </Button>
        <Button component={Link} to={`/historiaClinica/historia?paciente=${encodeURIComponent(paciente)}`}>
          {t('resources.objetivos.irAHistoria')}
        </Button>
      </Box>
      {isPending ? (
        <PantallaCargando />
      ) : error || !data ? (
        <Alert severity="warning">{error?.message ?? t('resources.objetivos.sinDatos')}</Alert>
      ) : (
        <>
          <Tabs value={pestana} onChange={(_, v: number) => setPestana(v)} variant="scrollable" sx={{ mb: 2 }}>
            <Tab label={t('resources.objetivos.informacionGeneral')} />
            {ESPECIALIDADES.map((e) => (
              <Tab key={e.codigo} label={e.nombre} />
            ))}
          </Tabs>
          {pestana === 0 ? (
            <PestanaGeneral resumen={data} />
          ) : (
            <PestanaEspecialidad key={pestana} paciente={paciente} especialidad={ESPECIALIDADES[pestana - 1].codigo} activo={data.paciente.estado === 1} />
          )}
        </>
      )}
    </Box>
  );
};

/** /diarioCampo/objetivos-y-logros (spec 2 'Objectives and achievements'). `?paciente=<id>` opens one. */
export const PantallaObjetivos = () => {
  const [parametros, setParametros] = useSearchParams();
  const paciente = parametros.get('paciente');
  return (
    <Box sx={{ p: 2 }}>
      {paciente ? (
        <ObjetivosPaciente key={paciente} paciente={paciente} onVolver={() => setParametros({})} />
      ) : (
        <BuscarPaciente onVer={(id) => setParametros({ paciente: id })} />
      )}
    </Box>
  );
};
