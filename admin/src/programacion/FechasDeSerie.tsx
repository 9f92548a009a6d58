import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConflictoDeFecha, EleccionDeFecha, FechaDeSerieProgramada, VistaPreviaSerieProgramada } from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { CampoHora } from '../comun/CampoHora';
import { formatearFecha, formatearHorario } from '../formato';
import { finConDuracion } from './fechas';

const DIA_CORTO = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const diaYFecha = (iso: string) => `${DIA_CORTO[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${formatearFecha(iso)}`;

/** A clash as the scheduler reads it; another site's session without its patient (issue 27 item 5). */
export const textoConflicto = (c: ConflictoDeFecha) =>
  `Cruce con ${c.pacienteNombre ? `${c.pacienteNombre} · ` : ''}${c.terapeutaNombre} · ${c.sedeNombre} · ${formatearHorario(c.horaInicio, c.horaFin)}`;

const MoverFecha = ({ f, onAplicar, onCancelar }: { f: FechaDeSerieProgramada; onAplicar: (e: EleccionDeFecha) => void; onCancelar: () => void }) => {
  const [fecha, setFecha] = useState(f.fecha);
  const [horaInicio, setHoraInicio] = useState(f.horaInicio);
  const [horaFin, setHoraFin] = useState(f.horaFin);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }} data-mover-fecha>
      <CampoFecha label="Nueva fecha" name="fechaNueva" size="small" value={fecha} onChange={setFecha} sx={{ width: 170 }} />
      <CampoHora
        label="Hora de inicio"
        name="horaInicioNueva"
        size="small"
        value={horaInicio}
        onChange={(v) => (setHoraFin(finConDuracion(horaInicio, horaFin, v)), setHoraInicio(v))}
        sx={{ width: 150 }}
      />
      <CampoHora label="Hora final" name="horaFinNueva" size="small" value={horaFin} onChange={setHoraFin} sx={{ width: 150 }} />
      <MuiButton
        size="small"
        variant="contained"
        onClick={() => onAplicar({ fecha: f.fechaOriginal, accion: 'mover', fechaNueva: fecha, horaInicio, horaFin })}
      >
        Aplicar
      </MuiButton>
      <MuiButton size="small" onClick={onCancelar}>
        Volver
      </MuiButton>
    </Box>
  );
};

/**
 * 'Ver fechas' of a series (issue 27 items 5 and 6): every date, the clashing ones marked with the session they clash
 * with (its site and therapist), each offering to skip it, move it, or keep it when it may be a group session.
 * A choice asks the server for the preview again, so a moved date is checked by the same rule.
 */
export const FechasDeSerie = ({
  vista,
  elecciones,
  onElegir,
}: {
  vista: VistaPreviaSerieProgramada;
  elecciones: EleccionDeFecha[];
  onElegir: (e: EleccionDeFecha[]) => void;
}) => {
  const [moviendo, setMoviendo] = useState<string | null>(null);
  const elegir = (e: EleccionDeFecha) => (setMoviendo(null), onElegir([...elecciones.filter((x) => x.fecha !== e.fecha), e]));
  const deshacer = (fecha: string) => onElegir(elecciones.filter((x) => x.fecha !== fecha));
  return (
    <Box data-vista-previa sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 'bold' }}>{`Se programarán ${vista.fechas.length} ${vista.fechas.length === 1 ? 'sesión' : 'sesiones'}:`}</Typography>
      {vista.conConflicto > 0 && (
        <Alert severity="warning" data-aviso-cruces>
          {`${vista.conConflicto === 1 ? 'Una fecha se cruza' : `${vista.conConflicto} fechas se cruzan`} con otras sesiones: elija omitirla, moverla o mantenerla antes de programar.`}
        </Alert>
      )}
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5, maxHeight: 260, overflowY: 'auto' }}>
        {vista.fechas.map((f) => {
          const enCruce = f.conflictos.length > 0 && !(f.accion === 'mantener' && f.mantenible);
          return (
            <Box
              component="li"
              key={`${f.fechaOriginal}-${f.fecha}`}
              data-fecha={f.fechaOriginal}
              data-en-cruce={enCruce ? 'si' : 'no'}
              sx={{ borderLeft: 4, borderColor: enCruce ? 'warning.main' : f.accion ? 'info.main' : 'transparent', pl: 1, py: 0.25 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ minWidth: 250 }}>
                  {`${diaYFecha(f.fecha)} · ${formatearHorario(f.horaInicio, f.horaFin)}${f.codigo ? ` (${f.codigo})` : ''}`}
                </Typography>
                {f.accion === 'mover' && <Chip size="small" color="info" label={`Movida desde el ${formatearFecha(f.fechaOriginal)}`} />}
                {f.accion === 'mantener' && f.mantenible && <Chip size="small" color="info" label="Se mantiene: sesión grupal" />}
                {f.conflictos.map((c, i) => (
                  <Chip key={i} size="small" color={enCruce ? 'warning' : 'default'} label={textoConflicto(c)} data-conflicto />
                ))}
                {(enCruce || f.accion) && moviendo !== f.fechaOriginal && (
                  <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
                    {f.accion ? (
                      <MuiButton size="small" onClick={() => deshacer(f.fechaOriginal)}>
                        Deshacer
                      </MuiButton>
                    ) : null}
                    {enCruce && (
                      <>
                        <MuiButton size="small" data-accion="omitir" onClick={() => elegir({ fecha: f.fechaOriginal, accion: 'omitir' })}>
                          Omitir
                        </MuiButton>
                        <MuiButton size="small" data-accion="mover" onClick={() => setMoviendo(f.fechaOriginal)}>
                          Mover
                        </MuiButton>
                        {f.mantenible && (
                          <MuiButton size="small" data-accion="mantener" onClick={() => elegir({ fecha: f.fechaOriginal, accion: 'mantener' })}>
                            Mantener (grupal)
                          </MuiButton>
                        )}
                      </>
                    )}
                  </Box>
                )}
              </Box>
              {moviendo === f.fechaOriginal && <MoverFecha f={f} onAplicar={elegir} onCancelar={() => setMoviendo(null)} />}
            </Box>
          );
        })}
      </Box>
      {vista.omitidas.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-omitidas>
          <Typography variant="body2" color="text.secondary">
            Omitidas:
          </Typography>
          {vista.omitidas.map((f) => (
            <Chip key={f} size="small" label={diaYFecha(f)} onDelete={() => deshacer(f)} />
          ))}
        </Box>
      )}
      {vista.festivosOmitidos.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
        >{`Festivos omitidos: ${vista.festivosOmitidos.map((f) => `${formatearFecha(f.fecha)} (${f.nombre})`).join(', ')}`}</Typography>
      )}
      {vista.detenida && <Alert severity="info">{vista.detenida}</Alert>}
    </Box>
  );
};
