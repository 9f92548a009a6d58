import { bytesDeLsn, retrasoDeReplica } from './lectura.js';

describe('réplica de lectura: retraso', () => {
  it('lee las posiciones del WAL como bytes', () => {
    expect(bytesDeLsn('0/0')).toBe(0n);
    expect(bytesDeLsn('0/3000148')).toBe(0x3000148n);
    expect(bytesDeLsn('1/0') - bytesDeLsn('0/FFFFFFFF')).toBe(1n);
  });

  it('al día cuando reprodujo todo lo que la primaria escribió, aunque su última transacción sea vieja', () => {
    expect(retrasoDeReplica({ lsnPrimaria: '0/5000000', lsnReplica: '0/5000000', enRecuperacion: true, msDesdeUltimaReproduccion: 3_600_000 })).toBe(0);
  });

  it('atrasada: el tiempo desde la última transacción reproducida', () => {
    expect(retrasoDeReplica({ lsnPrimaria: '0/5000100', lsnReplica: '0/5000000', enRecuperacion: true, msDesdeUltimaReproduccion: 7200 })).toBe(7200);
    expect(retrasoDeReplica({ lsnPrimaria: '1/0', lsnReplica: '0/FFFFFF00', enRecuperacion: true, msDesdeUltimaReproduccion: 10 })).toBe(10);
  });

  it('sin nada reproducido y atrasada: desconocido (se omite); un servidor que no está en recuperación no espera nada', () => {
    expect(retrasoDeReplica({ lsnPrimaria: '0/5000100', lsnReplica: '0/5000000', enRecuperacion: true, msDesdeUltimaReproduccion: null })).toBeNull();
    expect(retrasoDeReplica({ lsnPrimaria: '0/5000100', lsnReplica: null, enRecuperacion: true, msDesdeUltimaReproduccion: null })).toBeNull();
    expect(retrasoDeReplica({ lsnPrimaria: '0/5000100', lsnReplica: null, enRecuperacion: false, msDesdeUltimaReproduccion: null })).toBe(0);
  });
});
