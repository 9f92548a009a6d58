// A jest reporter: each suite's wall time, slowest first, at the end of the run (and in
// $AVANTI_TIEMPOS_JSON when set, merged with what an earlier run of the same npm test wrote there), so that a slow suite is seen when it lands, not when CI times out.
const { relative } = require('node:path');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');

class ReporteDeTiempos {
  constructor(globalConfig) {
    this.raiz = globalConfig.rootDir;
    this.suites = [];
  }

  onTestResult(_test, resultado) {
    const { start, end } = resultado.perfStats;
    this.suites.push({
      suite: relative(this.raiz, resultado.testFilePath),
      segundos: Math.round((end - start) / 100) / 10,
      pruebas: resultado.numPassingTests + resultado.numFailingTests,
    });
  }

  onRunComplete() {
    if (this.suites.length === 0) return;
    this.suites.sort((a, b) => b.segundos - a.segundos);
    const total = this.suites.reduce((s, x) => s + x.segundos, 0);
    const lineas = this.suites.map((s) => `${s.segundos.toFixed(1).padStart(7)} s  ${String(s.pruebas).padStart(3)} pruebas  ${s.suite}`);
    process.stderr.write(`\nTiempo por suite (suma ${total.toFixed(1)} s):\n${lineas.join('\n')}\n`);
    // npm test runs jest twice (parallel, then serial): the second run adds its suites to the first's.
    const archivo = process.env.AVANTI_TIEMPOS_JSON;
    if (archivo) {
      const previas = existsSync(archivo) ? JSON.parse(readFileSync(archivo, 'utf8')).filter((p) => !this.suites.some((s) => s.suite === p.suite)) : [];
      writeFileSync(
        archivo,
        JSON.stringify(
          [...previas, ...this.suites].sort((a, b) => b.segundos - a.segundos),
          null,
          2,
        ) + '\n',
      );
    }
  }
}

module.exports = ReporteDeTiempos;
