import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Chromium without anything a print job does not need (no network services, no GPU, no sandbox in containers). */
const ARGUMENTOS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** The profile folder of a browser that ended (Chromium may still be writing to it: retried, never thrown). */
const borrarPerfil = (perfil: string) => rm(perfil, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);

/** 'Pag X de Y' at the foot of every page (Chromium fills pageNumber and totalPages). */
export const PIE_DE_PAGINA =
  '<div style="width:100%;font-family:Arial,Helvetica,sans-serif;font-size:9px;color:#555;text-align:center;">' +
  'Pag <span class="pageNumber"></span> de <span class="totalPages"></span></div>';

export interface OpcionesMotorPdf {
  /** The Chromium executable (configuration CHROMIUM_PATH). */
  rutaChromium: string;
  /** A render taking longer than this fails (the job is marked failed, the browser stays). */
  tiempoMaximoMs?: number;
}

/**
 * Renders HTML to A4 PDF with ONE Chromium per process, launched on the first job and kept warm for
 * the next ones (a cold launch costs about a second; a warm render is a new tab). If the browser dies
 * or disconnects it is launched again on the next job. `cerrar()` ends it (app or worker shutdown),
 * so tests and restarts do not leak Chromium processes. Pages run without JavaScript and without
 * network: everything a template shows (logo, signature) travels inside the HTML as data URIs.
 */
export class MotorPdf {
  private navegador: Promise<Browser> | null = null;
  private perfil: string | null = null;
  private cerrado = false;

  constructor(private readonly opciones: OpcionesMotorPdf) {}

  /** Whether a browser is up now (the bench and tests tell a cold render from a warm one). */
  get caliente(): boolean {
    return this.navegador !== null;
  }

  private lanzar(): Promise<Browser> {
    if (this.cerrado) return Promise.reject(new Error('El motor de PDF está cerrado'));
    if (this.navegador) return this.navegador;
    const lanzamiento = (async () => {
      const perfil = await mkdtemp(join(tmpdir(), 'avanti-pdf-'));
      this.perfil = perfil;
      const navegador = await puppeteer.launch({
        executablePath: this.opciones.rutaChromium,
        args: ARGUMENTOS,
        userDataDir: perfil,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      navegador.on('disconnected', () => {
        if (this.navegador === lanzamiento) this.navegador = null;
        void borrarPerfil(perfil);
      });
      return navegador;
    })();
    this.navegador = lanzamiento;
    lanzamiento.catch(() => {
      if (this.navegador === lanzamiento) this.navegador = null;
    });
    return lanzamiento;
  }

  /** The PDF of a complete HTML document: A4, backgrounds printed, 'Pag X de Y' footer. */
  async renderizar(html: string): Promise<Buffer> {
    const navegador = await this.lanzar();
    const pagina = await navegador.newPage();
    try {
      const limite = this.opciones.tiempoMaximoMs ?? 60_000;
      pagina.setDefaultTimeout(limite);
      await pagina.setJavaScriptEnabled(false);
      await pagina.setRequestInterception(true);
      // Only the document itself and data: URIs; nothing leaves the machine.
      pagina.on('request', (peticion) => {
        const url = peticion.url();
        if (url.startsWith('data:') || url === 'about:blank') void peticion.continue();
        else void peticion.abort();
      });
      await pagina.setContent(html, { waitUntil: 'load', timeout: limite });
      const pdf = await pagina.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: PIE_DE_PAGINA,
        margin: { top: '16mm', bottom: '18mm', left: '16mm', right: '16mm' },
        timeout: limite,
      });
      return Buffer.from(pdf);
    } finally {
      await pagina.close().catch(() => undefined);
    }
  }

  /** Closes the browser (if any) and refuses later renders. */
  async cerrar(): Promise<void> {
    this.cerrado = true;
    const navegador = this.navegador;
    this.navegador = null;
    if (!navegador) return;
    const abierto = await navegador.catch(() => null);
    if (abierto) await abierto.close().catch(() => abierto.process()?.kill('SIGKILL'));
    if (this.perfil) await borrarPerfil(this.perfil);
  }
}
