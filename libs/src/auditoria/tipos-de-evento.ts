import type { TipoEvento } from '../eventos/tipo-evento.js';

/** Bookkeeping events that are not actions of a person. */
export const TIPOS_NO_AUDITADOS = ['ClaveReservada'] as const satisfies readonly TipoEvento[];

export type TipoAuditado = Exclude<TipoEvento, (typeof TIPOS_NO_AUDITADOS)[number]>;

/** The event types staff can filter the audit by, with the name they read. */
export const NOMBRES_TIPO_EVENTO: Readonly<Record<TipoAuditado, string>> = {
  EpsRegistrada: 'Aseguradora registrada',
  EpsDesactivada: 'Aseguradora desactivada',
  EpsActivada: 'Aseguradora activada',
  SedeRegistrada: 'Sede registrada',
  RolCreado: 'Rol creado',
  RolDesactivado: 'Rol inhabilitado',
  RolActivado: 'Rol habilitado',
  PermisoDeRolCambiado: 'Permiso de rol cambiado',
  UsuarioRegistrado: 'Usuario registrado',
  UsuarioDesactivado: 'Usuario inhabilitado',
  UsuarioActivado: 'Usuario habilitado',
  UsuarioActualizado: 'Usuario actualizado',
  PasswordCambiada: 'Contraseña cambiada',
  ImagenDeUsuarioCambiada: 'Foto o firma de usuario cambiada',
  IngresoFallido: 'Ingreso fallido',
  ExportacionSolicitada: 'Exportación solicitada',
  ExportacionCompletada: 'Exportación completada',
  ExportacionFallida: 'Exportación fallida',
  PacienteAdmitido: 'Paciente registrado',
  PacienteActualizado: 'Paciente actualizado',
  EstadoPacienteCambiado: 'Estado de paciente cambiado',
  LideresAsignados: 'Líderes asignados',
  AcudienteRegistrado: 'Acudiente registrado',
  AcudienteDesvinculado: 'Acudiente desvinculado',
  MotivoIngresoRegistrado: 'Motivo de consulta registrado',
  DocumentosPacienteGuardados: 'Documentos de paciente guardados',
  ItemCatalogoRegistrado: 'Ítem de catálogo registrado',
  ItemCatalogoDesactivado: 'Ítem de catálogo desactivado',
  ItemCatalogoActivado: 'Ítem de catálogo activado',
  MotivoConsultaRegistrado: 'Motivo de consulta registrado en la historia',
  MotivoConsultaVerificado: 'Motivo de consulta verificado',
  AntecedenteRegistrado: 'Antecedente registrado',
  ImpresionDiagnosticaRegistrada: 'Impresión diagnóstica registrada',
  DiagnosticoActualizado: 'Diagnóstico actualizado',
  ExamenCargado: 'Examen cargado',
  PlanTratamientoRegistrado: 'Plan de tratamiento registrado',
  HistoriaConsultada: 'Historia clínica consultada',
  OrdenMedicaRegistrada: 'Orden médica registrada',
  AutorizacionRegistrada: 'Autorización registrada',
  ServicioParticularRegistrado: 'Servicio particular registrado',
  ConvenioRegistrado: 'Convenio registrado',
  AutorizacionCargada: 'Autorización cargada a una orden',
  OrdenAjustada: 'Orden ajustada',
  CoberturaCancelada: 'Orden o autorización cancelada',
  SesionesDebitadas: 'Sesiones descontadas de la bolsa',
  SesionesAcreditadas: 'Sesiones devueltas a la bolsa',
  EspecialidadDefinida: 'Especialidad definida',
  TarifaRegistrada: 'Tarifa registrada',
  TarifaActualizada: 'Tarifa actualizada',
  SesionProgramada: 'Sesión programada',
  SesionCancelada: 'Sesión cancelada',
  CytAceptada: 'CYT aceptada',
  HorarioSesionCambiado: 'Horario de sesión cambiado',
  TerapeutaSesionCambiado: 'Terapeuta de sesión cambiado',
  EvolucionRegistrada: 'Evolución registrada',
  SalarioActualizado: 'Salario actualizado',
  DescargoRegistrado: 'Descargo registrado',
  DescargoAnulado: 'Descargo eliminado',
  CopagoRegistrado: 'Copago registrado',
  CopagoAnulado: 'Copago eliminado',
  GastoFijoRegistrado: 'Gasto fijo registrado',
  GastoVariableRegistrado: 'Gasto variable registrado',
  GastoAnulado: 'Gasto eliminado',
  ObjetivoCreado: 'Objetivo registrado',
  PeriodoObjetivoCalificado: 'Periodo de objetivo evaluado',
  FechaObjetivoExtendida: 'Fecha de objetivo extendida',
  PrestadorConfigurado: 'Prestador configurado (RIPS)',
  ServicioRipsConfigurado: 'Servicio RIPS configurado',
  RipsSolicitado: 'RIPS solicitado',
  RipsGenerado: 'RIPS generado',
  RipsFallido: 'RIPS fallido',
};

export const TIPOS_AUDITADOS = Object.keys(NOMBRES_TIPO_EVENTO) as TipoAuditado[];

/** The record an event belongs to: its stream id without the aggregate prefix (`eps-<id>` → `<id>`). */
export const registroDeStream = (streamId: string): string => {
  const guion = streamId.indexOf('-');
  return guion === -1 ? streamId : streamId.slice(guion + 1);
};
