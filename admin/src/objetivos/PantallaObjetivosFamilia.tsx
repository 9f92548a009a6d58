import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { ObjetivoParaFamilia, ObjetivosParaFamilia } from '../contratos';
import { formatearFecha } from '../formato';
import { PantallaCargando } from '../shell/PantallaCargando';
import { BuscarPaciente } from './PantallaObjetivos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/** Printing: only the sheet, on a clean A4 page (no bar, no menu, no buttons), the bars in colour. */
const estilosImpresion = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '15mm' },
        'header, .MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, [data-no-imprimir]': { display: 'none !important' },
        'body, .RaLayout-root, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': {
          margin: '0 !important',
          padding: '0 !important',
          background: '#fff !important',
          minHeight: 'auto !important',
        },
        '[data-hoja-familia]': { border: 'none !important', boxShadow: 'none !important', padding: '0 !important' },
        '[data-objetivo-familia]': { breakInside: 'avoid' },
        '[data-barra-progreso], [data-barra-progreso] *': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      },
    }}
  />
);

const COLOR: Record<ObjetivoParaFamilia['progreso'], 'success' | 'warning' | 'primary' | 'inherit'> = {
  Logrado: 'success',
  'No logrado': 'warning',
  'En progreso': 'primary',
  'Pendiente de evaluar': 'inherit',
};

const Objetivo = ({ o }: { o: ObjetivoParaFamilia }) => (
  <Box data-objetivo-familia sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}>
    <Typography sx={{ fontWeight: 600 }}>{o.objetivo}</Typography>
    <Box>
      <Typography variant="body2">Para lograrlo trabajamos en:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {o.tareas.map((t, i) => (
          <Typography component="li" variant="body2" key={i}>
            {t}
          </Typography>
        ))}
      </Box>
    </Box>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" sx={{ minWidth: 150, fontWeight: 600 }} data-progreso={o.progreso}>
        {o.progreso}
      </Typography>
      <Box sx={{ flex: 1, maxWidth: 320 }} data-barra-progreso={o.avance}>
        <LinearProgress
          variant="determinate"
          value={o.avance}
          color={COLOR[o.progreso]}
          sx={{ height: 10, borderRadius: 5 }}
          aria-label={`Avance: ${o.progreso}`}
        />
      </Box>
    </Box>
    <Typography variant="body2" color="text.secondary">
      Desde el {formatearFecha(o.fechaInicio)} ·{' '}
      {o.fechaLogro
        ? `${o.progreso === 'Logrado' ? 'Logrado' : 'Evaluado'} el ${formatearFecha(o.fechaLogro)}`
        : `Fecha prevista para lograrlo: ${formatearFecha(o.fechaCumplimiento)}`}
    </Typography>
    {o.logro && (
      <Typography variant="body2">
        {o.progreso === 'Logrado' ? 'Lo que logró' : 'Lo que observó el terapeuta'}: {o.logro}
      </Typography>
    )}
  </Box>
);

const HojaFamilia = ({ datos }: { datos: ObjetivosParaFamilia }) => (
  <Paper variant="outlined" data-hoja-familia sx={{ p: 3, maxWidth: '210mm', display: 'grid', gap: 2 }}>
    <Box>
      <Typography variant="h5" component="h1">
        Objetivos y logros de {datos.paciente.nombre}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {datos.paciente.documento}
        {datos.paciente.fechaNacimiento ? ` · Fecha de nacimiento: ${formatearFecha(datos.paciente.fechaNacimiento)}` : ''} · Informe del{' '}
        {formatearFecha(datos.fecha)}
      </Typography>
    </Box>
    {datos.psicologiaReservada && (
      <Alert severity="info" data-no-imprimir>
        Los objetivos de Psicología de este paciente son confidenciales y no se incluyen.
      </Alert>
    )}
    {datos.especialidades.length === 0 ? (
      <Typography>Aún no hay objetivos registrados para este paciente.</Typography>
    ) : (
      datos.especialidades.map((e) => (
        <Box key={e.especialidad} component="section" data-especialidad-familia={e.especialidad}>
          <Typography variant="h6" component="h2">
            {e.especialidad}
          </Typography>
          {e.terapeuta && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Terapeuta a cargo: {e.terapeuta}
            </Typography>
          )}
          {e.objetivos.map((o, i) => (
            <Objetivo key={i} o={o} />
          ))}
        </Box>
      ))
    )}
  </Paper>
);

const VistaFamilia = ({ paciente, onVolver }: { paciente: string; onVolver: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['objetivos', 'familia', paciente],
    queryFn: () => dataProvider.objetivosParaFamilia(paciente),
    retry: false,
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }} data-no-imprimir>
        <Button startIcon={<ArrowBackIcon />} onClick={onVolver}>
          Volver
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data}>
          Imprimir
        </Button>
      </Box>
      {isPending ? (
        <PantallaCargando />
      ) : error || !data ? (
        <Alert severity="warning">{error?.message ?? 'No se encontraron datos'}</Alert>
      ) : (
        <HojaFamilia datos={data} />
      )}
    </Box>
  );
};

/** /diarioCampo/objetivos-logros-familia: a patient's objectives in plain words, printable, for staff to share with the family. */
export const PantallaObjetivosFamilia = () => {
  const [parametros, setParametros] = useSearchParams();
  const paciente = parametros.get('paciente');
  return (
    <Box sx={{ p: 2 }}>
      {estilosImpresion}
      {paciente ? (
        <VistaFamilia key={paciente} paciente={paciente} onVolver={() => setParametros({})} />
      ) : (
        <BuscarPaciente onVer={(id) => setParametros({ paciente: id })} />
      )}
    </Box>
  );
};
