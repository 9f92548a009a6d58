import type { RaRecord } from 'react-admin';

/**
 * The api's resources, registered with react-admin's <Resource> so that its hooks, labels
 * (`resources.<nombre>.fields.*` in i18n/es.ts) and record names know them. Their screens keep the
 * specs' deep links (rutasAplicacion.tsx), so a resource declares no list or edit route of its own.
 */
export interface Recurso {
  nombre: string;
  representacion: (registro: RaRecord) => string;
}

const unir = (...partes: unknown[]) => partes.filter(Boolean).join(' ');

export const RECURSOS: readonly Recurso[] = [
  { nombre: 'pacientes', representacion: (p) => unir(p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido) },
  { nombre: 'eps', representacion: (e) => String(e.nombre ?? e.id) },
  { nombre: 'coberturas', representacion: (c) => String(c.codigo ?? c.id) },
  { nombre: 'tarifas', representacion: (t) => unir(t.epsNombre, '·', t.especialidadNombre) },
  { nombre: 'salarios', representacion: (s) => String(s.nombreUsuario ?? s.id) },
  { nombre: 'copagos', representacion: (c) => unir(c.paciente, c.fecha) },
  { nombre: 'gastos-variables', representacion: (g) => String(g.concepto ?? g.id) },
  { nombre: 'gastos-fijos', representacion: (g) => String(g.concepto ?? g.id) },
  { nombre: 'descargos', representacion: (d) => unir(d.terapeuta, d.fecha) },
  { nombre: 'usuarios', representacion: (u) => unir(u.nombres, u.apellidos) },
  { nombre: 'roles', representacion: (r) => String(r.nombre ?? r.id) },
  { nombre: 'auditoria', representacion: (e) => String(e.descripcion ?? e.id) },
  { nombre: 'sesiones', representacion: (s) => unir(s.pacienteNombre, s.fecha, s.horaInicio) },
  { nombre: 'objetivos', representacion: (o) => String(o.objetivo ?? o.id) },
  { nombre: 'exportaciones', representacion: (e) => String(e.id) },
  { nombre: 'reportes/pacientes', representacion: (p) => String(p.nombre ?? p.id) },
  { nombre: 'reportes/maestro', representacion: (s) => unir(s.nombrePaciente, s.fecha, s.horaInicio) },
  { nombre: 'reportes/cancelaciones', representacion: (s) => unir(s.paciente, s.fecha, s.hora) },
  { nombre: 'reportes/asistencia-por-fecha', representacion: (a) => String(a.fecha ?? a.id) },
  { nombre: 'reportes/autorizaciones-vencimiento', representacion: (c) => String(c.codigo ?? c.id) },
  { nombre: 'reportes/autorizaciones', representacion: (c) => String(c.codigo ?? c.id) },
  { nombre: 'reportes/asistencia-usuarios', representacion: (a) => String(a.paciente ?? a.id) },
  { nombre: 'reportes/sesiones-terapeuticas', representacion: (f) => String(f.especialidad ?? f.id) },
  { nombre: 'reportes/objetivos-y-logros', representacion: (o) => unir(o.paciente, o.objetivo) },
  { nombre: 'reportes/objetivos-y-logros/trimestre', representacion: (o) => unir(o.paciente, o.objetivo) },
  { nombre: 'reportes/evoluciones-sin-logro', representacion: (e) => unir(e.nombrePaciente, e.fecha) },
  { nombre: 'reportes/valoraciones', representacion: (v) => unir(v.paciente, v.fecha) },
  { nombre: 'reportes/registro-informes', representacion: (r) => unir(r.tipo, r.paciente, r.creado) },
  { nombre: 'historia-clinica/pacientes', representacion: (p) => unir(p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido) },
  ...['estrategias', 'materiales', 'patologias', 'motivos-consulta'].map((t) => ({
    nombre: `catalogos/${t}`,
    representacion: (i: RaRecord) => String(i.descripcion ?? i.id),
  })),
];
