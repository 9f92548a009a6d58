import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { DocumentoRips } from './constructor.js';

/** The JSON Schema written from the technical annex, kept beside this file (and copied to dist). */
export const ARCHIVO_ESQUEMA_RIPS = new URL('./rips.schema.json', import.meta.url);

let validador: ValidateFunction | null = null;

/** Compiled once per process. */
function compilado(): ValidateFunction {
  validador ??= new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(ARCHIVO_ESQUEMA_RIPS, 'utf8')) as object);
  return validador;
}

export interface ResultadoValidacionRips {
  valido: boolean;
  /** Where and what, for the logs and the tests (never shown to the person: they read the problems list). */
  errores: string[];
}

/**
 * The document against the annex's schema, then against the code tables the schema cannot hold: every CUPS
 * code must be one of the configured services' (CIE-10 and DIVIPOLA are checked by the read side).
 */
export function validarRips(documento: unknown, cupsConfigurados?: ReadonlySet<string>): ResultadoValidacionRips {
  const validar = compilado();
  const errores: string[] = [];
  if (!validar(documento)) errores.push(...(validar.errors ?? []).slice(0, 50).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()));
  if (cupsConfigurados && errores.length === 0) {
    const d = documento as DocumentoRips;
    d.usuarios.forEach((u, i) => {
      u.servicios.consultas?.forEach((c, j) => {
        if (!cupsConfigurados.has(c.codConsulta)) errores.push(`/usuarios/${i}/servicios/consultas/${j}/codConsulta no es un CUPS configurado`);
      });
      u.servicios.procedimientos?.forEach((p, j) => {
        if (!cupsConfigurados.has(p.codProcedimiento)) errores.push(`/usuarios/${i}/servicios/procedimientos/${j}/codProcedimiento no es un CUPS configurado`);
      });
    });
  }
  return { valido: errores.length === 0, errores };
}
