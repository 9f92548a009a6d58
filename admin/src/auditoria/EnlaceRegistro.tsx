import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { HistorialSesion } from '../programacion/HistorialSesion';
import type { EventoAuditoria } from './tipos';

type Datos = Record<string, unknown>;

const COBERTURA = new Set([
  'OrdenMedicaRegistrada',
  'AutorizacionRegistrada',
  'ServicioParticularRegistrado',
  'ConvenioRegistrado',
  'OrdenAjustada',
  'CoberturaCancelada',
  'SesionesDebitadas',
  'SesionesAcreditadas',
]);
const PACIENTE = new Set([
  'PacienteAdmitido',
  'PacienteActualizado',
  'EstadoPacienteCambiado',
  'LideresAsignados',
  'AcudienteRegistrado',
  'AcudienteDesvinculado',
  'MotivoIngresoRegistrado',
  'DocumentosPacienteGuardados',
]);
const HISTORIA = new Set([
  'MotivoConsultaRegistrado',
  'MotivoConsultaVerificado',
  'AntecedenteRegistrado',
  'ImpresionDiagnosticaRegistrada',
  'DiagnosticoActualizado',
  'ExamenCargado',
  'PlanTratamientoRegistrado',
  'HistoriaConsultada',
]);
const SESION = new Set(['SesionProgramada', 'SesionCancelada', 'CytAceptada', 'HorarioSesionCambiado', 'TerapeutaSesionCambiado', 'EvolucionRegistrada']);
const OBJETIVO = new Set(['ObjetivoCreado', 'PeriodoObjetivoCalificado', 'FechaObjetivoExtendida']);
const EPS = new Set(['EpsRegistrada', 'EpsDesactivada', 'EpsActivada']);
const USUARIO = new Set(['UsuarioRegistrado', 'UsuarioDesactivado', 'UsuarioActivado', 'UsuarioActualizado', 'ImagenDeUsuarioCambiada']);

const filtro = (f: Datos) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const texto = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Where an audit entry's record is shown, or null when no screen shows it (issue 27 item 10). */
export function rutaDelRegistro(e: EventoAuditoria): string | null {
  const d = (e.datos ?? {}) as Datos;
  const paciente = texto(d.pacienteId) ?? (PACIENTE.has(e.tipo) || HISTORIA.has(e.tipo) ? e.registroId : null);
  if (COBERTURA.has(e.tipo) && texto(d.codigo)) return `/gestion-ordenes?codigo=${encodeURIComponent(String(d.codigo))}`;
  if (PACIENTE.has(e.tipo) && paciente) return `/admisiones/pacientes?${filtro({ id: [paciente] })}`;
  if (HISTORIA.has(e.tipo) && paciente) return `/historiaClinica/historia?paciente=${encodeURIComponent(paciente)}`;
  if (OBJETIVO.has(e.tipo) && texto(d.pacienteId)) return `/diarioCampo/objetivos-y-logros?paciente=${encodeURIComponent(String(d.pacienteId))}`;
  if (EPS.has(e.tipo)) return `/mantenimiento/mantenimientoEps?${filtro({ id: [e.registroId] })}`;
  if (USUARIO.has(e.tipo)) return `/acceso/usuario?${filtro({ id: [e.registroId] })}`;
  return null;
}

/**
 * The audit entry's link to its record: the screen that shows it, or, for a session (whose calendar belongs to its
 * week), its own history in a dialog.
 */
export const EnlaceRegistro = ({ e }: { e: EventoAuditoria }) => {
  const [viendo, setViendo] = useState(false);
  if (SESION.has(e.tipo)) {
    return (
      <>
        <Link component="button" type="button" variant="body2" data-enlace="registro" onClick={() => setViendo(true)}>
          Ver la sesión
        </Link>
        {viendo && (
          <Dialog open onClose={() => setViendo(false)} fullWidth maxWidth="sm" data-dialogo="sesion-auditada" aria-labelledby="titulo-sesion-auditada">
            <DialogTitle id="titulo-sesion-auditada">Sesión</DialogTitle>
            <DialogContent dividers>
              <HistorialSesion id={e.registroId} />
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={() => setViendo(false)}>Cerrar</MuiButton>
            </DialogActions>
          </Dialog>
        )}
      </>
    );
  }
  const ruta = rutaDelRegistro(e);
  return ruta ? (
    <Link component={RouterLink} to={ruta} variant="body2" data-enlace="registro">
      Ver registro
    </Link>
  ) : null;
};
