import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { textoTipoSesion } from '../../contratos';
import type { PacienteElegible } from '../../coberturas/servicios/BuscarPaciente';
import { erroresDelServidor } from '../../comun/useErroresDeCampo';
import { formatearFecha, formatearHorario } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import type { ItemProgramar } from '../proveedorProgramacion';
import { MarcoProgramar, type PropsModo } from './MarcoProgramar';
import { clave, claveDeSerie, esCruce, texto, useEleccion, useVigente, type ValoresProgramar, type Vigente } from './valores';

/** 'Agregar a la lista' takes the fields as they stand; each dated item can be taken out again. */
const SeccionLista = ({ paciente }: { paciente: PacienteElegible }) => {
  const t = useTranslate();
  const notify = useNotify();
  const { getValues, setValue, trigger } = useFormContext<ValoresProgramar>();
  const items = useWatch<ValoresProgramar, 'items'>({ name: 'items' }) ?? [];
  const { linea, conValorEscrito } = useEleccion(paciente, false);
  const agregar = () => {
    const v = getValues();
    const faltan = !linea || !v.terapeuta || !v.tipo || !v.lugar || !v.horaInicio || !v.horaFin || (conValorEscrito && texto(v.valor) === '');
    if (!linea || faltan) {
      void trigger();
      return notify(clave('completar'), { type: 'warning' });
    }
    const item: ItemProgramar = {
      paciente: paciente.id,
      cobertura: linea.coberturaId,
      lineaId: linea.lineaId,
      terapeuta: v.terapeuta,
      tipo: v.tipo,
      lugar: v.lugar,
      ...(conValorEscrito ? { valor: Number(v.valor), copago: Number(texto(v.copago) || 0) } : {}),
      fecha: v.fecha,
      horaInicio: v.horaInicio,
      horaFin: v.horaFin,
    };
    setValue('items', [...items, item]);
  };
  return (
    <Box data-seccion="lista">
      <MuiButton onClick={agregar}>{t(clave('agregar'))}</MuiButton>
      {items.map((i, n) => (
        <Box key={n} sx={{ display: 'flex', gap: 2, alignItems: 'center' }} data-item>
          <Typography>{`${formatearFecha(i.fecha)} ${formatearHorario(i.horaInicio, i.horaFin)} · ${textoTipoSesion(i.tipo)} · ${i.lugar}`}</Typography>
          <MuiButton
            size="small"
            color="error"
            onClick={() =>
              setValue(
                'items',
                items.filter((_, k) => k !== n),
              )
            }
          >
            {t(clave('quitar'))}
          </MuiButton>
        </Box>
      ))}
    </Box>
  );
};

const AvisoCruce = ({ cruce }: { cruce: Vigente<string> | null }) => {
  const mensaje = useVigente(cruce);
  return mensaje ? <Alert severity="warning">{mensaje}</Alert> : null;
};

const AccionesLista = ({
  cruce,
  pendiente,
  onConfirmar,
}: {
  cruce: Vigente<string> | null;
  pendiente: boolean;
  onConfirmar: (v: ValoresProgramar) => void;
}) => {
  const t = useTranslate();
  const { getValues } = useFormContext<ValoresProgramar>();
  const items = useWatch<ValoresProgramar, 'items'>({ name: 'items' }) ?? [];
  const hayCruce = useVigente(cruce) !== null;
  return (
    <>
      {hayCruce && (
        <MuiButton color="warning" variant="contained" disabled={pendiente} onClick={() => onConfirmar(getValues())}>
          {t(clave('confirmarCruces'))}
        </MuiButton>
      )}
      <MuiButton type="submit" variant="contained" disabled={pendiente || items.length === 0}>
        {t(clave(pendiente ? 'guardando' : 'programar'))}
      </MuiButton>
    </>
  );
};

/** 'Lista de sesiones': dated items of the chosen line, programmed together; a clash can be confirmed. */
export const ProgramarLista = (props: PropsModo) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const cliente = useQueryClient();
  const [cruce, setCruce] = useState<Vigente<string> | null>(null);
  const programar = useMutation({
    mutationFn: ({ items, confirmarCruces }: { items: ItemProgramar[]; confirmarCruces: boolean }) => dataProvider.programarSesiones(items, confirmarCruces),
  });
  const programarItems = async (v: ValoresProgramar, confirmarCruces: boolean) => {
    try {
      const r = await programar.mutateAsync({ items: v.items, confirmarCruces });
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      props.onProgramada(v.items.map((i) => i.fecha).sort()[0]);
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : '';
      if (esCruce(mensaje)) setCruce({ clave: claveDeSerie(v), datos: mensaje });
      notify(mensaje || clave('errorServidor'), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return (
    <MarcoProgramar
      modo="lista"
      props={props}
      onSubmit={(v) => programarItems(v, false)}
      acciones={<AccionesLista cruce={cruce} pendiente={programar.isPending} onConfirmar={(v) => void programarItems(v, true)} />}
    >
      <SeccionLista paciente={props.paciente} />
      <AvisoCruce cruce={cruce} />
    </MarcoProgramar>
  );
};
