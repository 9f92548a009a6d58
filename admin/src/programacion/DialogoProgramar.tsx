import { useEffect, useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { BuscarPaciente, type PacienteElegible } from '../coberturas/servicios/BuscarPaciente';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useCierreConConfirmacion } from './ConfirmarDescarte';
import type { EstadoInicial } from './programar/CamposComunes';
import type { PropsModo } from './programar/MarcoProgramar';
import { ProgramarLista } from './programar/ProgramarLista';
import { ProgramarPorEspecialidad } from './programar/ProgramarPorEspecialidad';
import { ProgramarSemanal } from './programar/ProgramarSemanal';
import { clave, valoresIniciales, type Modo, type ValoresProgramar } from './programar/valores';

/** What 'Programar sesiones' after registering a coverage brings (issue 27 item 9): patient, coverage and its line. */
export interface ProgramarInicial {
  paciente: string;
  /** Without it, only the patient comes chosen (Gestión de terapias). */
  cobertura?: string;
  linea?: string;
}

const MODOS = { lista: ProgramarLista, semanal: ProgramarSemanal, especialidad: ProgramarPorEspecialidad } as const;

/**
 * 'Programar' (spec 2 'Scheduling calendar'): the patient, then one of three modes, each its own form: a list of
 * dated items, a weekly series of one service, or by specialty. What the user entered goes along from tab to tab.
 */
export const DialogoProgramar = ({
  onCerrar,
  onProgramada,
  inicial,
}: {
  onCerrar: () => void;
  /** The first session's date: the calendar opens its week. */
  onProgramada?: (primeraFecha: string) => void;
  /** Opened with a patient and a coverage line already chosen: the scheduler picks dates and therapist only. */
  inicial?: ProgramarInicial;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [paciente, setPaciente] = useState<PacienteElegible | null>(null);
  const [modo, setModo] = useState<Modo>('lista');
  const [valores, setValores] = useState<ValoresProgramar>(valoresIniciales);
  const [estadoInicial, setEstadoInicial] = useState<EstadoInicial>(inicial ? 'pendiente' : 'descartada');
  const [escrito, setEscrito] = useState(false);
  // The patient of `inicial`, read as the search reads patients; its line is chosen once the services arrive.
  const pacienteInicial = useQuery({
    queryKey: ['pacientes', 'para-programar', inicial?.paciente],
    queryFn: () => dataProvider.pacienteParaProgramar(inicial!.paciente),
    enabled: !!inicial,
  });
  useEffect(() => {
    const [p] = pacienteInicial.data ?? [];
    if (p && !paciente && estadoInicial === 'pendiente') setPaciente(p);
  }, [pacienteInicial.data, paciente, estadoInicial]);
  // Escape or a click outside with something entered asks first (issue 27, 'confirm before discarding').
  const { cerrar, confirmacion } = useCierreConConfirmacion(!!paciente && escrito, onCerrar);

  const cuerpo = (p: PacienteElegible) => {
    const props: PropsModo = {
      paciente: p,
      valores,
      inicial:
        inicial && estadoInicial !== 'descartada' && p.id === inicial.paciente
          ? { linea: inicial.cobertura ? `${inicial.cobertura}:${inicial.linea ?? '1'}` : '', estado: estadoInicial, onResuelta: setEstadoInicial }
          : undefined,
      onCambiarModo: (m, v) => {
        setValores({ ...v, terapeuta: (m === 'especialidad') !== (modo === 'especialidad') ? '' : v.terapeuta });
        setModo(m);
      },
      onCambiarPaciente: (v) => {
        setEstadoInicial('descartada');
        setValores({ ...v, items: [], servicio: '' });
        setEscrito(false);
        setPaciente(null);
      },
      onEscrito: setEscrito,
      onCancelar: cerrar,
      onProgramada: (primeraFecha) => {
        onProgramada?.(primeraFecha);
        onCerrar();
      },
    };
    const ModoElegido = MODOS[modo];
    return <ModoElegido {...props} />;
  };

  return (
    <>
      <Dialog
        open
        onClose={cerrar}
        maxWidth="lg"
        fullWidth
        data-dialogo="programar"
        sx={{ '& .formulario-programar': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } }}
      >
        <DialogTitle>{t(clave('titulo'))}</DialogTitle>
        {paciente ? (
          cuerpo(paciente)
        ) : (
          <>
            <DialogContent sx={{ display: 'grid', gap: 2 }}>
              {inicial && pacienteInicial.isPending ? (
                <Typography color="text.secondary">{t(clave('cargandoPaciente'))}</Typography>
              ) : (
                <BuscarPaciente onElegir={setPaciente} />
              )}
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={cerrar}>{t(clave('cancelar'))}</MuiButton>
              {modo !== 'lista' && (
                <MuiButton variant="outlined" disabled>
                  {t(clave('verFechas'))}
                </MuiButton>
              )}
              <MuiButton variant="contained" disabled>
                {t(clave('programar'))}
              </MuiButton>
            </DialogActions>
          </>
        )}
      </Dialog>
      {confirmacion}
    </>
  );
};
