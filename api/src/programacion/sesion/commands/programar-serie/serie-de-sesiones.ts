import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { VistaPreviaSerieProgramada } from '@avanti/libs/programacion/contrato-lecturas';
import type { PedidoSerieProgramada } from '@avanti/libs/programacion/contrato';
import { obtenerCobertura } from '@avanti/libs/coberturas/index';
import { sesionesOcupadas } from '@avanti/libs/programacion/lecturas/sesiones';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { especialidadPedida } from '../../domain/por-especialidad.js';
import { generarSerie } from '../../domain/serie.js';
import { aplicarElecciones, marcarConflictos, type FechaElegida, type FechaGenerada, type QuienesDeSerie } from '../../domain/serie-programada.js';
import { MENSAJES_SESION as M, type SesionOcupada } from '../../domain/sesion.js';
import { ProgramadorDeSesiones } from '../programador-de-sesiones.js';

/** What the preview shows and the command programs: the same reading, the same rule. */
export interface SeriePreparada {
  vista: VistaPreviaSerieProgramada;
  fechas: FechaElegida[];
  ocupadas: SesionOcupada[];
  quienes: QuienesDeSerie;
}

/**
 * Reads what a series needs (patient within the scheduler's sites, line or specialty lines, therapist, the booked
 * sessions of the dates) and hands it to the domain (`generarSerie` / `generarPorEspecialidad`, `aplicarElecciones`,
 * `marcarConflictos`). Used by the preview's query and by the command (issue 27 item 5: one implementation).
 */
@Injectable()
export class SerieDeSesiones {
  constructor(
    private readonly comandos: ProgramadorDeSesiones,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async preparar(p: PedidoSerieProgramada, contexto: ContextoPeticion): Promise<SeriePreparada> {
    const fechaHoy = hoy(this.reloj);
    const paciente = await this.comandos.paciente(p.paciente, contexto);
    let generadas: FechaGenerada[];
    let resto: { festivosOmitidos: { fecha: string; nombre: string }[]; detenida: string | null };
    let servicio: { codigo: number; nombre: string };
    if (p.especialidad !== undefined) {
      const codigo = especialidadPedida(p.especialidad);
      const vista = await this.comandos.previsualizarPorEspecialidad({ ...p, especialidad: codigo }, contexto);
      const vencimientos = new Map<string, string | null>();
      for (const id of new Set(vista.fechas.map((f) => f.coberturaId))) vencimientos.set(id, (await obtenerCobertura(this.db, id))?.fechaVencimiento ?? null);
      generadas = vista.fechas.map((f) => ({ ...f, vencimiento: vencimientos.get(f.coberturaId) ?? null }));
      resto = vista;
      const linea = (await obtenerCobertura(this.db, vista.fechas[0]?.coberturaId ?? ''))?.lineas.find((l) => l.id === vista.fechas[0]?.lineaId);
      servicio = { codigo, nombre: linea?.especialidad ?? '' };
    } else {
      const { cobertura, linea } = await this.comandos.lineaDe(paciente.id, p.cobertura, p.lineaId);
      const vista = generarSerie(p, { hoy: fechaHoy, restantes: linea.restantes, vencimiento: cobertura.fechaVencimiento });
      generadas = vista.fechas.map((f) => ({
        ...f,
        coberturaId: cobertura.id,
        lineaId: linea.id,
        codigo: cobertura.codigo,
        vencimiento: cobertura.fechaVencimiento,
      }));
      resto = vista;
      servicio = { codigo: linea.servicio, nombre: linea.especialidad };
    }
    const terapeuta = await this.comandos.terapeuta(p.terapeuta, servicio.codigo, servicio.nombre);
    const elegidas = aplicarElecciones(generadas, p.elecciones ?? [], fechaHoy);
    const ocupadas: SesionOcupada[] = await sesionesOcupadas(this.db, {
      terapeutas: [terapeuta.id],
      pacientes: [paciente.id],
      fechas: elegidas.fechas.map((f) => f.fecha),
    });
    const quienes: QuienesDeSerie = {
      terapeutaId: terapeuta.id,
      terapeutaNombre: terapeuta.nombre,
      pacienteId: paciente.id,
      pacienteNombre: paciente.nombre,
      sede: paciente.sede,
      visible: (sede) => puedeVerSede(contexto.usuario!, sede),
    };
    if (generadas.length === 0 && resto.detenida === null) resto = { ...resto, detenida: M.superaDisponibles };
    return { vista: marcarConflictos(elegidas, ocupadas, quienes, resto), fechas: elegidas.fechas, ocupadas, quienes };
  }
}

/** Nothing generated: the reason the series stopped, as before. */
export const sinFechas = (vista: VistaPreviaSerieProgramada) => new ReglaIncumplida(vista.detenida ?? M.superaDisponibles);
