import { execFileSync } from 'node:child_process';
import { CHROMIUM, describirSiHayChromium } from '../support/navegador.js';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { LOGO_DATA_URI } from '@avanti/libs/pdf/plantillas';
import { esA4, leerPdf, paginas } from './lectura-pdf.js';

const parrafo = 'La paciente asiste acompañada de su madre y participa en las actividades propuestas con buena disposición. '.repeat(60);
const html = (titulo: string) =>
  `<!DOCTYPE html><html><body><img src="${LOGO_DATA_URI}" style="height:40px"><h1>${titulo}</h1>` +
  `${'<p style="text-align:justify">' + parrafo + '</p>'.repeat(1)}`.repeat(3) +
  '<img src="http://127.0.0.1:9/externa.png"></body></html>';

/** Chromium processes whose command line holds this engine's profile folder. */
const procesosDelMotor = (perfil: string) => {
  try {
    return execFileSync('pgrep', ['-f', perfil], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
};

describirSiHayChromium('motor de PDF (Chromium caliente)', () => {
  let motor: MotorPdf;
  beforeAll(() => {
    motor = new MotorPdf({ rutaChromium: CHROMIUM });
  });
  afterAll(async () => {
    await motor?.cerrar();
  });

  it('imprime A4 con el pie "Pag X de Y", reutiliza el navegador, lo relanza si muere y no deja procesos al cerrar', async () => {
    expect(motor.caliente).toBe(false);
    const inicio = Date.now();
    const primero = leerPdf(await motor.renderizar(html('Primer informe')));
    const frio = Date.now() - inicio;
    expect(esA4(primero.info)).toBe(true);
    const n = paginas(primero.info);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(primero.texto).toContain('Primer informe');
    expect(primero.texto).toContain(`Pag 1 de ${n}`);
    expect(primero.texto).toContain(`Pag ${n} de ${n}`);
    expect(motor.caliente).toBe(true);

    const navegadorAntes = await (motor as unknown as { navegador: Promise<{ process(): { pid: number } | null }> }).navegador;
    const pid = navegadorAntes.process()?.pid;
    const t2 = Date.now();
    const segundo = leerPdf(await motor.renderizar(html('Segundo informe')));
    const caliente = Date.now() - t2;
    expect(segundo.texto).toContain('Segundo informe');
    const navegadorDespues = await (motor as unknown as { navegador: Promise<{ process(): { pid: number } | null }> }).navegador;
    expect(navegadorDespues.process()?.pid).toBe(pid);
    expect(caliente).toBeLessThan(frio + 2000);

    // The browser dies: the next job launches another one.
    const pidDespues = navegadorDespues.process()?.pid;
    if (pidDespues) process.kill(pidDespues, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const tercero = leerPdf(await motor.renderizar(html('Tercer informe')));
    expect(tercero.texto).toContain('Tercer informe');

    const perfil = (motor as unknown as { perfil: string }).perfil;
    expect(perfil).toContain('avanti-pdf-');
    expect(procesosDelMotor(perfil)).toBeGreaterThan(0);
    await motor.cerrar();
    await new Promise((r) => setTimeout(r, 300));
    expect(procesosDelMotor(perfil)).toBe(0);
    await expect(motor.renderizar(html('Después de cerrar'))).rejects.toThrow('El motor de PDF está cerrado');
  });
});
