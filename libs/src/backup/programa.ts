import { horaDelDia } from './calendario.js';

/**
 * Whether the daily backup is due: today's HH:MM (Bogotá) has passed and no archive was taken since then.
 * A manual backup earlier in the day does not stand in for the scheduled one; one after the hour does.
 */
export function tocaRespaldar(ahora: Date, hora: string, ultimo: Date | undefined): boolean {
  const deHoy = horaDelDia(ahora, hora);
  return ahora >= deHoy && (!ultimo || ultimo < deHoy);
}
