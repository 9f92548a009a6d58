import { useState } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { required, useAugmentedForm, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConflictoDeFecha, EleccionDeFecha, FechaDeSerieProgramada, VistaPreviaSerieProgramada } from '../contratos';
import { formatearFecha, formatearHorario } from '../formato';
import { finConDuracion } from './fechas';
import { EntradaFechaSesion, EntradaHora } from './programar/Entradas';

const DIA_CORTO = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const diaYFecha = (iso: string) => `${DIA_CORTO[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${formatearFecha(iso)}`;

/** A clash as the scheduler reads it; another site's session without its patient (issue 27 item 5). */
export const textoConflicto = (c: ConflictoDeFecha) =>
  `Cruce con ${c.pacienteNombre ? `${c.pacienteNombre} · ` : ''}${c.terapeutaNombre} · ${c.sedeNombre} · ${formatearHorario(c.horaInicio, c.horaFin)}`;

const RECURSO = 'fechas-serie';
const clave = (k: string) => `resources.${RECURSO}.${k}`;
const obligatorio = [required()];
const texto = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Moving one date: its own react-admin form inside the 'Programar' form (no <form> of its own, which may not nest in
 * another), so 'Aplicar' runs its validators before handing the new date and times on.
 */
const MoverFecha = ({ f, onAplicar, onCancelar }: { f: FechaDeSerieProgramada; onAplicar: (e: EleccionDeFecha) => void; onCancelar: () => void }) => {
  const t = useTranslate();
  const { form, handleSubmit } = useAugmentedForm({
    defaultValues: { fechaNueva: f.fecha, horaInicioNueva: f.horaInicio, horaFinNueva: f.horaFin },
    onSubmit: (v: FieldValues) =>
      onAplicar({
        fecha: f.fechaOriginal,
        accion: 'mover',
        fechaNueva: texto(v.fechaNueva),
        horaInicio: texto(v.horaInicioNueva),
        horaFin: texto(v.horaFinNueva),
      }),
  });
  const etiqueta = (source: string) => clave(`fields.${source}`);
  return (
    <FormProvider {...form}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }} data-mover-fecha>
        <EntradaFechaSesion source="fechaNueva" label={etiqueta('fechaNueva')} validate={obligatorio} size="small" sx={{ width: 170 }} />
        {/* Changing the start moves the end with it: the session keeps its duration. */}
        <EntradaHora
          source="horaInicioNueva"
          label={etiqueta('horaInicioNueva')}
          validate={obligatorio}
          size="small"
          onCambio={(nueva, anterior) => form.setValue('horaFinNueva', finConDuracion(anterior, texto(form.getValues('horaFinNueva')), nueva))}
          sx={{ width: 150 }}
        />
        <EntradaHora source="horaFinNueva" label={etiqueta('horaFinNueva')} validate={obligatorio} size="small" sx={{ width: 150 }} />
        <MuiButton size="small" variant="contained" onClick={() => void form.handleSubmit(handleSubmit)()}>
          {t(clave('aplicar'))}
        </MuiButton>
        <MuiButton size="small" onClick={onCancelar}>
          {t(clave('volver'))}
        </MuiButton>
      </Box>
    </FormProvider>
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
  const t = useTranslate();
  const [moviendo, setMoviendo] = useState<string | null>(null);
  const elegir = (e: EleccionDeFecha) => (setMoviendo(null), onElegir([...elecciones.filter((x) => x.fecha !== e.fecha), e]));
  const deshacer = (fecha: string) => onElegir(elecciones.filter((x) => x.fecha !== fecha));
  return (
    <Box data-vista-previa sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 'bold' }}>{t(clave('seProgramaran'), { smart_count: vista.fechas.length })}</Typography>
      {vista.conConflicto > 0 && (
        <Alert severity="warning" data-aviso-cruces>
          {t(clave('cruces'), { smart_count: vista.conConflicto })}
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
                {f.accion === 'mover' && <Chip size="small" color="info" label={t(clave('movidaDesde'), { fecha: formatearFecha(f.fechaOriginal) })} />}
                {f.accion === 'mantener' && f.mantenible && <Chip size="small" color="info" label={t(clave('seMantiene'))} />}
                {f.conflictos.map((c, i) => (
                  <Chip key={i} size="small" color={enCruce ? 'warning' : 'default'} label={textoConflicto(c)} data-conflicto />
                ))}
                {(enCruce || f.accion) && moviendo !== f.fechaOriginal && (
                  <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
                    {f.accion ? (
                      <MuiButton size="small" onClick={() => deshacer(f.fechaOriginal)}>
                        {t(clave('deshacer'))}
                      </MuiButton>
                    ) : null}
                    {enCruce && (
                      <>
                        <MuiButton size="small" data-accion="omitir" onClick={() => elegir({ fecha: f.fechaOriginal, accion: 'omitir' })}>
                          {t(clave('omitir'))}
                        </MuiButton>
                        <MuiButton size="small" data-accion="mover" onClick={() => setMoviendo(f.fechaOriginal)}>
                          {t(clave('mover'))}
                        </MuiButton>
                        {f.mantenible && (
                          <MuiButton size="small" data-accion="mantener" onClick={() => elegir({ fecha: f.fechaOriginal, accion: 'mantener' })}>
                            {t(clave('mantener'))}
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
            {t(clave('omitidas'))}
          </Typography>
          {vista.omitidas.map((f) => (
            <Chip key={f} size="small" label={diaYFecha(f)} onDelete={() => deshacer(f)} />
          ))}
        </Box>
      )}
      {vista.festivosOmitidos.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t(clave('festivos'), { festivos: vista.festivosOmitidos.map((f) => `${formatearFecha(f.fecha)} (${f.nombre})`).join(', ') })}
        </Typography>
      )}
      {vista.detenida && <Alert severity="info">{vista.detenida}</Alert>}
    </Box>
  );
};
