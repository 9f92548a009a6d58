import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { usePermisos } from '../acceso/permisos';
import { PantallaCargando } from '../shell/PantallaCargando';
import { PestanaAccesos } from './PestanaAccesos';
import { PestanaAntecedentes } from './PestanaAntecedentes';
import { PestanaExamenes } from './PestanaExamenes';
import { PestanaImpresion } from './PestanaImpresion';
import { PestanaIntervencion } from './PestanaIntervencion';
import { PestanaMotivos } from './PestanaMotivos';
import { PestanaPlanes } from './PestanaPlanes';
import { TarjetaPaciente } from './TarjetaPaciente';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { DialogoInformeValoracion } from '../reportes/DialogoInformeValoracion';
import { hoyBogota } from '../reportes/comun';
import { formatearFecha } from '../formato';
import { nombrePaciente, useBuscarPaciente } from './useBuscarPaciente';
import { useSeccion } from './useHistoria';
import { rutaHistoriaMovil, useEnviarAVersionMovil } from './movil';

/** Search by surnames, names or document (the server applies the site rules). */
const BuscarPaciente = ({ onElegir }: { onElegir: (id: string) => void }) => {
  const t = useTranslate();
  const { q, setQ, pacientes, sinResultados } = useBuscarPaciente();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <TextField
        name="buscarPaciente"
        label={t('resources.historia-clinica.buscarPaciente')}
        placeholder={t('resources.historia-clinica.buscarPlaceholder')}
        fullWidth
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {sinResultados && (
        <Alert severity="info" sx={{ mt: 1 }}>
          NO HAY PACIENTES
        </Alert>
      )}
      {pacientes.length > 0 && (
        <List dense data-resultados-pacientes>
          {pacientes.map((p) => (
            <ListItemButton key={p.id} onClick={() => onElegir(String(p.id))}>
              <ListItemText primary={nombrePaciente(p)} secondary={`${p.tipoDocumento} ${p.numeroDocumento}`} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
};

/**
 * The history's export modal: the 'Informe clínico de valoración' PDF of an evaluation date (issue 11). Before the
 * user opens it or types anything, the history says whether the PDF of the patient's evaluation can be generated,
 * and if not why (no evaluation, no plan, missing exams, no signature) with a link to fix it (issue 27 item 12).
 */
const ExportarValoracion = ({ pacienteId, nombre }: { pacienteId: string; nombre: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [abierto, setAbierto] = useState(false);
  const requisitos = useQuery({
    queryKey: ['valoracion', 'requisitos', pacienteId, 'historia'],
    queryFn: () => dataProvider.requisitosValoracionDeHistoria(pacienteId),
    retry: false,
  });
  const r = requisitos.data;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
      {r && !r.listo && (
        <Alert severity="warning" sx={{ flex: '1 1 320px', py: 0 }} data-aviso="exportacion-no-disponible">
          No se puede generar el informe de valoración{r.fecha ? ` del ${formatearFecha(r.fecha)}` : ''}: {r.mensaje}.
          {r.arreglo && (
            <>
              {' '}
              <Link component={RouterLink} to={r.arreglo.ruta} data-enlace="arreglo">
                {r.arreglo.texto}
              </Link>
            </>
          )}
        </Alert>
      )}
      <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => setAbierto(true)} data-accion="exportar-valoracion">
        Exportar informe de valoración
      </Button>
      {abierto && (
        <DialogoInformeValoracion
          abierto
          elegirFecha
          onCerrar={() => {
            setAbierto(false);
            void requisitos.refetch();
          }}
          paciente={pacienteId}
          nombrePaciente={nombre}
          fecha={r?.fecha ?? hoyBogota()}
        />
      )}
    </Box>
  );
};

/** `?pestana=` names a tab, so a link can open the one that fixes something (the plan, the exams). */
const PESTANA_POR_NOMBRE: Readonly<Record<string, number>> = { motivos: 0, antecedentes: 1, impresion: 2, examenes: 3, plan: 4, intervencion: 5, accesos: 6 };

/** The tabs in order, named by the keys of `?pestana=` (their titles in resources.historia-clinica.pestanas). */
const PESTANAS = Object.keys(PESTANA_POR_NOMBRE);

const Historia = ({ pacienteId, pestanaPedida }: { pacienteId: string; pestanaPedida: number | null }) => {
  const t = useTranslate();
  const [pestana, setPestana] = useState(pestanaPedida ?? 0);
  useEffect(() => {
    if (pestanaPedida !== null) setPestana(pestanaPedida);
  }, [pestanaPedida]);
  const { tiene } = usePermisos();
  const { data: resumen, error, isPending } = useSeccion(pacienteId, 'resumen', (dp) => dp.resumenHistoria(pacienteId));
  if (isPending) return <PantallaCargando />;
  // A confidential history answers 403 with the spec's words: shown as is, nothing else of it.
  if (error || !resumen) return <Alert severity="warning">{error instanceof Error ? error.message : 'No se encontraron datos'}</Alert>;
  const activo = resumen.paciente.estado === 1;
  return (
    <>
      <TarjetaPaciente resumen={resumen} />
      <ExportarValoracion pacienteId={pacienteId} nombre={resumen.paciente.nombre} />
      {/* width 0 + min-width 100%: the layout sizes to its content (fit-content), and the seven tabs' full width pushed
          the history 122 px sideways at 1024 px; this way they scroll inside the page's width. */}
      <Tabs value={pestana} onChange={(_, v: number) => setPestana(v)} variant="scrollable" scrollButtons="auto" sx={{ mb: 2, width: 0, minWidth: '100%' }}>
        {PESTANAS.filter((_, i) => i < 6 || tiene('acceso.auditoria')).map((p) => (
          <Tab key={p} label={t(`resources.historia-clinica.pestanas.${p}`)} />
        ))}
      </Tabs>
      <Box>
        {pestana === 0 && <PestanaMotivos pacienteId={pacienteId} activo={activo} />}
        {pestana === 1 && <PestanaAntecedentes pacienteId={pacienteId} activo={activo} />}
        {pestana === 2 && <PestanaImpresion pacienteId={pacienteId} activo={activo} />}
        {pestana === 3 && <PestanaExamenes pacienteId={pacienteId} activo={activo} />}
        {pestana === 4 && <PestanaPlanes pacienteId={pacienteId} activo={activo} />}
        {pestana === 5 && <PestanaIntervencion pacienteId={pacienteId} />}
        {pestana === 6 && <PestanaAccesos pacienteId={pacienteId} />}
      </Box>
    </>
  );
};

/** /historiaClinica/historia (spec 2 'Clinical history'): find a patient, then the card and the tabs. `?paciente=<id>` opens one. */
export const PantallaHistoria = () => {
  const [parametros, setParametros] = useSearchParams();
  const pacienteId = parametros.get('paciente');
  // A phone goes to the mobile screen with the chosen patient, unless it asked for 'Ver versión completa'.
  const movil = useEnviarAVersionMovil();
  if (movil) return <Navigate to={rutaHistoriaMovil(pacienteId)} replace />;
  return (
    <Box sx={{ p: 2 }}>
      <BuscarPaciente onElegir={(id) => setParametros({ paciente: id })} />
      {pacienteId && <Historia key={pacienteId} pacienteId={pacienteId} pestanaPedida={PESTANA_POR_NOMBRE[parametros.get('pestana') ?? ''] ?? null} />}
    </Box>
  );
};
