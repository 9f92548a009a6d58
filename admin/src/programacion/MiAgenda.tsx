import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { textoTipoSesion, textoUnidades, type SesionLeida } from '../contratos';
import { formatearFecha } from '../formato';
import { COLOR_POR_EVOLUCIONAR } from './CalendarioSesiones';
import { DetalleSesion } from './DetalleSesion';
import { HistorialSesion } from './HistorialSesion';
import { DialogoEvolucion } from './DialogoEvolucion';
import { useFotosPacientes } from './FotoPaciente';
import { POR_EVOLUCIONAR, esPorEvolucionar, porQueNoSeEvoluciona, textoPorEvolucionar, usePorEvolucionar } from './porEvolucionar';
import { useSedes } from '../shell/useSedes';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const CalendarioSesiones = lazy(() => import('./CalendarioSesiones'));
const RECURSO = 'mi-agenda';
const clave = (k: string) => `resources.${RECURSO}.${k}`;

export const Cargando = () => (
  <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
    <CircularProgress />
  </Box>
);

/** 'Mi agenda' (/diarioCampo/evoluciones): the signed-in therapist's sessions, CYT hidden; a pending therapy is evolved here. */
export const MiAgenda = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { identity } = useGetIdentity();
  const [rango, setRango] = useState<{ desde: string; hasta: string } | null>(null);
  const [elegida, setElegida] = useState<SesionLeida | null>(null);
  const [evolucionar, setEvolucionar] = useState<SesionLeida | null>(null);
  const [faltan, setFaltan] = useState<{ registros: string[]; confidencial?: string } | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  /**
   * An evaluation is evolved once the history holds a reason, impression and plan recorded since its date; otherwise
   * say what is missing and, for a confidential history this therapist cannot open, who records them (decision 0034).
   */
  const abrirEvolucion = async (s: SesionLeida) => {
    setElegida(null);
    if (s.tipo !== 'Evaluacion') return setEvolucionar(s);
    try {
      const h = await dataProvider.estadoEvaluacionEnHistoria(s.pacienteId, s.fecha);
      const pendientes = (['motivos', 'impresion', 'plan'] as const).filter((r) => !h[r]).map((r) => t(clave(`registros.${r}`)));
      if (pendientes.length) setFaltan({ registros: pendientes, confidencial: h.confidencial });
      else setEvolucionar(s);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const sesiones = useQuery({
    queryKey: ['sesiones', 'agenda', identity?.id, rango],
    queryFn: () => dataProvider.sesionesProgramadas({ terapeuta: String(identity!.id), ...rango! }),
    enabled: !!identity?.id && !!rango,
  });
  const visibles = (sesiones.data ?? []).filter((s) => s.tipo !== 'CYT');
  const fotos = useFotosPacientes(visibles);
  const { nombreSede } = useSedes();
  const porEvolucionar = usePorEvolucionar(identity?.id === undefined ? undefined : String(identity.id));
  const atrasadas = porEvolucionar.data ?? [];
  const noSeEvoluciona = elegida ? porQueNoSeEvoluciona(elegida) : null;
  return (
    <Box sx={{ p: 2 }} data-pantalla="mi-agenda">
      <Title title={t(clave('titulo'))} />
      {atrasadas.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-aviso="por-evolucionar">
          {textoPorEvolucionar(atrasadas.length)}:{' '}
          {atrasadas
            .slice(0, 5)
            .map((s) => `${s.pacienteNombre} (${formatearFecha(s.fecha)})`)
            .join(', ')}
          {atrasadas.length > 5 ? '…' : ''}
        </Alert>
      )}
      <Suspense fallback={<Cargando />}>
        <CalendarioSesiones
          sesiones={visibles}
          titulo={(s) =>
            `${esPorEvolucionar(s) ? `${POR_EVOLUCIONAR} · ` : ''}${s.pacienteNombre} (${s.pacienteDocumento}) · ${textoTipoSesion(s.tipo)} · ${textoUnidades(s.unidades)} · ${nombreSede(s.sede)}`
          }
          color={(s) => (esPorEvolucionar(s) ? COLOR_POR_EVOLUCIONAR : undefined)}
          onElegir={setElegida}
          onRango={(desde, hasta) => setRango((r) => (r?.desde === desde && r.hasta === hasta ? r : { desde, hasta }))}
          conRejillas={false}
          fotos={fotos}
        />
      </Suspense>
      {elegida && (
        <Dialog open onClose={() => setElegida(null)} maxWidth="md" fullWidth data-dialogo="sesion">
          <DialogTitle>{t(clave('sesion'))}</DialogTitle>
          <DialogContent>
            {esPorEvolucionar(elegida) && (
              <Alert severity="warning" sx={{ mb: 2 }} data-aviso="sesion-por-evolucionar">
                {POR_EVOLUCIONAR}
              </Alert>
            )}
            <DetalleSesion sesion={elegida} />
            <Box sx={{ mt: 2 }}>
              <HistorialSesion id={elegida.id} />
            </Box>
          </DialogContent>
          <DialogActions>
            {noSeEvoluciona && elegida.estado === 3 && (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }} data-motivo="no-se-evoluciona">
                {noSeEvoluciona}
              </Typography>
            )}
            <MuiButton onClick={() => setElegida(null)}>{t(clave('cerrar'))}</MuiButton>
            {noSeEvoluciona === null && (
              <MuiButton variant="contained" onClick={() => void abrirEvolucion(elegida)}>
                {t(clave('evolucionar'))}
              </MuiButton>
            )}
          </DialogActions>
        </Dialog>
      )}
      {faltan && (
        <Dialog open onClose={() => setFaltan(null)} data-dialogo="falta-informacion">
          <DialogTitle>{t(clave('faltaInformacion'))}</DialogTitle>
          <DialogContent>
            <Typography>{t(clave(faltan.confidencial ? 'faltaEnHistoria' : 'registreEnHistoria'))}</Typography>
            <ul>
              {faltan.registros.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {faltan.confidencial && (
              <Typography data-aviso="historia-confidencial" color="text.secondary">
                {faltan.confidencial}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setFaltan(null)}>{t(clave('volverAgenda'))}</MuiButton>
            {!faltan.confidencial && (
              <MuiButton variant="contained" onClick={() => navigate('/historiaClinica/historia')}>
                {t(clave('irHistoria'))}
              </MuiButton>
            )}
          </DialogActions>
        </Dialog>
      )}
      {evolucionar && <DialogoEvolucion sesion={evolucionar} onCerrar={() => setEvolucionar(null)} />}
    </Box>
  );
};
