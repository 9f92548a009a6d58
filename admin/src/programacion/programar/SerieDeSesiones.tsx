import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EleccionDeFecha, VistaPreviaSerieProgramada } from '../../contratos';
import { erroresDelServidor } from '../../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { FechasDeSerie } from '../FechasDeSerie';
import { EntradaDias, EntradaFechaSesion } from './Entradas';
import { MarcoProgramar, type PropsModo } from './MarcoProgramar';
import { clave, claveDeSerie, esCruce, pedidoSerie, texto, useEleccion, useVigente, type Eleccion, type ValoresProgramar, type Vigente } from './valores';

/** A preview with what it was asked with: the choices per clashing date and whether the value was typed. */
interface Vista {
  vista: VistaPreviaSerieProgramada;
  elecciones: EleccionDeFecha[];
  conValorEscrito: boolean;
}
type Previsualizar = (v: ValoresProgramar, elecciones: EleccionDeFecha[], conValorEscrito: boolean) => void;
/** What blocks 'Ver fechas', as a message key (spec 2 §5), or null. */
export type FaltaParaVer = (v: ValoresProgramar, e: Eleccion) => string | null;

const soloCantidad = (v: string) => (v ?? '').replace(/\D/g, '').slice(0, 3);

const SeccionSerie = ({
  modo,
  paciente,
  dias,
  vista,
  onPrevisualizar,
}: {
  modo: 'semanal' | 'especialidad';
  paciente: PropsModo['paciente'];
  dias: readonly string[];
  vista: Vigente<Vista> | null;
  onPrevisualizar: Previsualizar;
}) => {
  const t = useTranslate();
  const { getValues } = useFormContext<ValoresProgramar>();
  const [cantidad, hasta] = useWatch<ValoresProgramar, ['cantidad', 'hasta']>({ name: ['cantidad', 'hasta'] }).map(texto);
  const { conValorEscrito } = useEleccion(paciente, modo === 'especialidad');
  const vigente = useVigente(vista);
  return (
    <Box data-seccion={modo} sx={{ display: 'grid', gap: 1 }}>
      <EntradaDias dias={dias} />
      {/* How the series ends (issue 27 item 6): after N sessions, on a date, or (both empty) when the pool runs out. */}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} data-fin-serie>
        <TextInput
          source="cantidad"
          size="small"
          parse={soloCantidad}
          disabled={hasta !== ''}
          helperText={t(clave(hasta !== '' ? 'terminaEnFecha' : 'mientrasQueden'))}
          sx={{ width: 200 }}
        />
        <EntradaFechaSesion
          source="hasta"
          size="small"
          disabled={cantidad !== ''}
          helperText={t(clave(cantidad !== '' ? 'terminaTrasSesiones' : 'sinFechaFinal'))}
          sx={{ width: 200 }}
        />
      </Box>
      {vigente && <FechasDeSerie vista={vigente.vista} elecciones={vigente.elecciones} onElegir={(e) => onPrevisualizar(getValues(), e, conValorEscrito)} />}
    </Box>
  );
};

const AccionesSerie = ({
  paciente,
  porEspecialidad,
  faltaParaVer,
  vista,
  pendiente,
  onPrevisualizar,
}: {
  paciente: PropsModo['paciente'];
  porEspecialidad: boolean;
  faltaParaVer: FaltaParaVer;
  vista: Vigente<Vista> | null;
  pendiente: { previsualizar: boolean; programar: boolean };
  onPrevisualizar: Previsualizar;
}) => {
  const t = useTranslate();
  const notify = useNotify();
  const { getValues, trigger } = useFormContext<ValoresProgramar>();
  const eleccion = useEleccion(paciente, porEspecialidad);
  const vigente = useVigente(vista)?.vista ?? null;
  const ver = () => {
    const falta = faltaParaVer(getValues(), eleccion);
    if (!falta) return onPrevisualizar(getValues(), [], eleccion.conValorEscrito);
    void trigger();
    notify(clave(falta), { type: 'warning' });
  };
  return (
    <>
      {!vigente && (
        <MuiButton variant="outlined" disabled={pendiente.previsualizar} onClick={ver}>
          {t(clave('verFechas'))}
        </MuiButton>
      )}
      {vigente && vigente.conConflicto > 0 && (
        <Typography variant="body2" color="warning.main" data-por-que-no>
          {t(clave('resolverCruces'))}
        </Typography>
      )}
      <MuiButton
        type="submit"
        variant="contained"
        disabled={pendiente.programar || pendiente.previsualizar || !vigente || vigente.fechas.length === 0 || vigente.conConflicto > 0}
      >
        {t(clave(pendiente.programar ? 'guardando' : 'programar'))}
      </MuiButton>
    </>
  );
};

/**
 * A series (issue 27 items 5, 6): the week's days at one time, until N sessions or a date; 'Ver fechas' shows each
 * date with its clashes, and 'Programar' sends what the scheduler chose per clashing date.
 */
export const SerieDeSesiones = ({
  modo,
  dias,
  faltaParaVer,
  props,
}: {
  modo: 'semanal' | 'especialidad';
  dias: readonly string[];
  faltaParaVer: FaltaParaVer;
  props: PropsModo;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const cliente = useQueryClient();
  const porEspecialidad = modo === 'especialidad';
  const pedido = (v: ValoresProgramar, conValorEscrito: boolean, elecciones: EleccionDeFecha[]) =>
    pedidoSerie(v, props.paciente.id, porEspecialidad, conValorEscrito, elecciones);
  const [vista, setVista] = useState<Vigente<Vista> | null>(null);
  const previsualizar = useMutation({
    mutationFn: ({ v, elecciones, conValorEscrito }: { v: ValoresProgramar; elecciones: EleccionDeFecha[]; conValorEscrito: boolean }) =>
      dataProvider.previsualizarSerie(pedido(v, conValorEscrito, elecciones)),
    onSuccess: (datos, { v, elecciones, conValorEscrito }) => setVista({ clave: claveDeSerie(v), datos: { vista: datos, elecciones, conValorEscrito } }),
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const alPrevisualizar: Previsualizar = (v, elecciones, conValorEscrito) => previsualizar.mutate({ v, elecciones, conValorEscrito });
  const programar = useMutation({ mutationFn: dataProvider.programarSerie });
  /** What the scheduler chose per date; a clash booked since the preview is refused with its message and previewed again. */
  const programarLaSerie = async (v: ValoresProgramar) => {
    const actual = vista && vista.clave === claveDeSerie(v) ? vista.datos : null;
    if (!actual) return;
    try {
      const r = await programar.mutateAsync(pedido(v, actual.conValorEscrito, actual.elecciones));
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      props.onProgramada(r.primeraFecha);
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : '';
      notify(mensaje || clave('errorServidor'), { type: 'error' });
      if (esCruce(mensaje)) alPrevisualizar(v, actual.elecciones, actual.conValorEscrito);
      return erroresDelServidor(error);
    }
  };
  return (
    <MarcoProgramar
      modo={modo}
      props={props}
      onSubmit={programarLaSerie}
      conVista={vista !== null}
      acciones={
        <AccionesSerie
          paciente={props.paciente}
          porEspecialidad={porEspecialidad}
          faltaParaVer={faltaParaVer}
          vista={vista}
          pendiente={{ previsualizar: previsualizar.isPending, programar: programar.isPending }}
          onPrevisualizar={alPrevisualizar}
        />
      }
    >
      <SeccionSerie modo={modo} paciente={props.paciente} dias={dias} vista={vista} onPrevisualizar={alPrevisualizar} />
    </MarcoProgramar>
  );
};
