import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useGetIdentity } from 'react-admin';
import type { SesionLeida } from '../contratos';
import { DetalleSesion } from './DetalleSesion';
import { DialogoEvolucion } from './DialogoEvolucion';
import { proveedorProgramacion } from './proveedorProgramacion';

const CalendarioSesiones = lazy(() => import('./CalendarioSesiones'));

export const Cargando = () => (
  <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
    <CircularProgress />
  </Box>
);

/** 'Mi agenda' (/diarioCampo/evoluciones): the signed-in therapist's sessions, CYT hidden; a pending therapy is evolved here. */
export const MiAgenda = () => {
  const { identity } = useGetIdentity();
  const [rango, setRango] = useState<{ desde: string; hasta: string } | null>(null);
  const [elegida, setElegida] = useState<SesionLeida | null>(null);
  const [evolucionar, setEvolucionar] = useState<SesionLeida | null>(null);
  const sesiones = useQuery({
    queryKey: ['sesiones', 'agenda', identity?.id, rango],
    queryFn: () => proveedorProgramacion.sesiones({ terapeuta: String(identity!.id), ...rango! }),
    enabled: !!identity?.id && !!rango,
  });
  const visibles = (sesiones.data ?? []).filter((s) => s.tipo !== 'CYT');
  return (
    <Box sx={{ p: 2 }} data-pantalla="mi-agenda">
      <Title title="Mi agenda" />
      <Suspense fallback={<Cargando />}>
        <CalendarioSesiones
          sesiones={visibles}
          titulo={(s) => `${s.pacienteNombre} (${s.pacienteDocumento}) · ${s.tipo} · ${s.unidades} u.`}
          onElegir={setElegida}
          onRango={(desde, hasta) => setRango((r) => (r?.desde === desde && r.hasta === hasta ? r : { desde, hasta }))}
          conRejillas={false}
        />
      </Suspense>
      {elegida && (
        <Dialog open onClose={() => setElegida(null)} maxWidth="md" fullWidth data-dialogo="sesion">
          <DialogTitle>Sesión</DialogTitle>
          <DialogContent>
            <DetalleSesion sesion={elegida} />
            {elegida.estado === 3 && elegida.tipo === 'Evaluacion' && (
              <Typography sx={{ mt: 2 }} color="text.secondary">
                Una evaluación se evoluciona desde la historia clínica (motivo de consulta, impresión diagnóstica y plan de tratamiento).
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setElegida(null)}>Cerrar</MuiButton>
            {elegida.estado === 3 && elegida.tipo !== 'Evaluacion' && (
              <MuiButton
                variant="contained"
                onClick={() => {
                  setEvolucionar(elegida);
                  setElegida(null);
                }}
              >
                Evolucionar
              </MuiButton>
            )}
          </DialogActions>
        </Dialog>
      )}
      {evolucionar && <DialogoEvolucion sesion={evolucionar} onCerrar={() => setEvolucionar(null)} />}
    </Box>
  );
};
