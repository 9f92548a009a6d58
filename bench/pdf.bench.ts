/**
 * Evaluation report PDF render time: `npm run bench:pdf` (builds the server, compiles this file with SWC,
 * runs it from bench/dist). Kept out of `npm test`. Renders the real template (informe-valoracion: a
 * two-page report with the logo, a signature image and 400 words of recommendations) with Debian's
 * Chromium through MotorPdf, the engine the files queue uses:
 *   - cold: a new engine per render (the browser's launch included), RONDAS_FRIAS times;
 *   - warm: one engine kept open, RONDAS_CALIENTES renders after one warm-up.
 * Quotes median (and p95 for warm) in ms, pages and bytes. Writes bench/results/pdf.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { renderizarPlantilla } from '@avanti/libs/pdf/plantillas';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RONDAS_FRIAS = 5;
const RONDAS_CALIENTES = 20;
const raiz = fileURLToPath(new URL(import.meta.url.includes('/bench/dist/') ? '../../' : '../', import.meta.url));

const FIRMA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAETAAABEwGpfUaAAAAAFklEQVQI12P8//8/AwMDEwMDAwMDAwAkBgMBvR7jugAAAABJRU5ErkJggg==';
const frase = 'Continuar el proceso terapéutico dos veces por semana y reforzar en casa las rutinas de equilibrio. ';

const contexto = {
  titulo: 'Informe clínico de valoración',
  subtitulo: 'ANA MARÍA PÉREZ GÓMEZ',
  paciente: {
    nombre: 'ANA MARÍA PÉREZ GÓMEZ',
    fechaNacimiento: '2015-03-10',
    documento: 'Cédula de ciudadanía 1020304050',
    sexo: 'Femenino',
    direccion: 'Calle 10 # 20-30',
    telefono: '3001234567',
    ciudad: 'Bogotá, D.C.',
    acudiente: 'MARTA GÓMEZ',
    telefonoAcudiente: '3007654321',
    entidad: 'EPS Demo',
    regimen: 'Contributivo',
    diagnostico: 'F840 Autismo en la niñez',
  },
  fecha: '2026-11-23',
  motivos: [{ fecha: '2026-11-23', motivo: 'Marcha inestable', observaciones: 'Remitido por pediatría', estado: 'Verificado' }],
  antecedentes: [1, 2, 3, 4, 5].map((t) => ({ tipo: `Tipo ${t}`, items: [{ fecha: '2026-11-23', descripcion: 'Descripción', observacion: frase.repeat(5) }] })),
  impresion: { fecha: '2026-11-23', descripcion: frase.repeat(10), diagnosticos: ['F840 Autismo en la niñez'] },
  examenes: [{ fecha: '2026-11-23', tipo: 'Musculoesquelético', nombre: 'Valoración musculoesquelética' }],
  plan: {
    fecha: '2026-11-23',
    fechaInicio: '2026-11-23',
    fechaFin: null,
    conclusiones: frase.repeat(3),
    recomendaciones: 'Ejercicios en casa',
    actividadesFamilia: 'Paseos cortos con apoyo',
    periodo: 'Semanal',
    lineas: [{ especialidad: 'Fisioterapia', sesiones: 8 }],
    cie10: ['F840 Autismo en la niñez'],
  },
  terapeuta: { id: 't', nombre: 'Laura Fisioterapeuta', tarjetaProfesional: 'TP-5566', firma: FIRMA },
  recomendaciones: frase.repeat(25),
};

const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  return o.length % 2 ? o[(o.length - 1) / 2] : (o[o.length / 2 - 1] + o[o.length / 2]) / 2;
};
const percentil = (xs: number[], p: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)];
};
const redondear = (ms: number) => Math.round(ms);
const paginas = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function renderizar(motor: MotorPdf): Promise<{ ms: number; pdf: Buffer }> {
  const t = performance.now();
  const pdf = await motor.renderizar(renderizarPlantilla('informe-valoracion', contexto));
  return { ms: performance.now() - t, pdf };
}

const frios: number[] = [];
let ultimo: Buffer | null = null;
for (let i = 0; i < RONDAS_FRIAS; i++) {
  const motor = new MotorPdf({ rutaChromium: CHROMIUM });
  const { ms, pdf } = await renderizar(motor);
  frios.push(ms);
  ultimo = pdf;
  await motor.cerrar();
}

const motor = new MotorPdf({ rutaChromium: CHROMIUM });
await renderizar(motor); // warm-up: the launch
const calientes: number[] = [];
for (let i = 0; i < RONDAS_CALIENTES; i++) calientes.push((await renderizar(motor)).ms);
await motor.cerrar();

const resultado = {
  fecha: new Date().toISOString(),
  maquina: { cpus: os.cpus().length, carga1m: Math.round(os.loadavg()[0] * 100) / 100 },
  informe: 'informe-valoracion',
  paginas: ultimo ? paginas(ultimo) : 0,
  bytes: ultimo?.length ?? 0,
  frio: { rondas: RONDAS_FRIAS, medianaMs: redondear(mediana(frios)), minMs: redondear(Math.min(...frios)), maxMs: redondear(Math.max(...frios)) },
  caliente: {
    rondas: RONDAS_CALIENTES,
    medianaMs: redondear(mediana(calientes)),
    p95Ms: redondear(percentil(calientes, 95)),
    minMs: redondear(Math.min(...calientes)),
    maxMs: redondear(Math.max(...calientes)),
  },
};
console.log(JSON.stringify(resultado, null, 2));
mkdirSync(`${raiz}bench/results`, { recursive: true });
writeFileSync(`${raiz}bench/results/pdf.json`, `${JSON.stringify(resultado, null, 2)}\n`);
