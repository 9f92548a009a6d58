import Holidays from 'date-holidays';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';

/** Colombian public holidays of a year (Ley Emiliani moves included), as yyyy-mm-dd → name. */
const porAnio = new Map<number, Map<string, string>>();
const colombia = new Holidays('CO');

/**
 * date-holidays 3.37 lists Easter Sunday, which Ley 51 de 1983 does not make a holiday (a Sunday
 * anyway), and names the Ascension (Monday after easter + 39) 'La Asunción', the August holiday's name.
 * Its 2026-07-13 (Virgen de Chiquinquirá, Ley 2578 de 2026) is right.
 */
const NO_FESTIVOS = new Set(['easter']);
const NOMBRES: Record<string, string> = { 'easter 43': 'Ascensión del Señor' };

export function festivosDe(anio: number): Map<string, string> {
  let festivos = porAnio.get(anio);
  if (!festivos) {
    festivos = new Map(
      colombia
        .getHolidays(anio)
        .filter((h) => h.type === 'public' && !NO_FESTIVOS.has(h.rule))
        .map((h) => [h.date.slice(0, 10), NOMBRES[h.rule] ?? h.name]),
    );
    porAnio.set(anio, festivos);
  }
  return festivos;
}

export const festivo = (fecha: string): string | null => festivosDe(Number(fecha.slice(0, 4))).get(fecha) ?? null;

export const esFecha = esFechaIso;

const HORA = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const esHora = (valor: unknown): valor is string => typeof valor === 'string' && HORA.test(valor);
export const minutos = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));

/** DOMAIN 'Time, money, units': a unit is 30 minutes, round(minutes / 30), at least 1. */
export const unidadesDe = (horaInicio: string, horaFin: string) => Math.max(1, Math.round((minutos(horaFin) - minutos(horaInicio)) / 30));

export function sumarDias(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday (the numbering). */
export const diaDeSemana = (fecha: string) => {
  const d = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

export const seCruzan = (a: { horaInicio: string; horaFin: string }, b: { horaInicio: string; horaFin: string }) =>
  minutos(a.horaInicio) < minutos(b.horaFin) && minutos(b.horaInicio) < minutos(a.horaFin);
