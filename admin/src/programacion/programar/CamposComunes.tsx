import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { required, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { LUGARES_SESION_OPCIONES, TIPOS_SESION_OPCIONES } from '../../contratos';
import type { PacienteElegible } from '../../coberturas/servicios/BuscarPaciente';
import { formatearFecha, formatearMoneda } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { EntradaFechaSesion, EntradaHora } from './Entradas';
import { clave, lineaDe, useEleccion, type Modo, type ValoresProgramar } from './valores';

const obligatorio = [required()];
const soloDigitos = (v: string) => (v ?? '').replace(/\D/g, '');

/** Opened with a coverage line (issue 27 item 9): 'pendiente' until the services arrive, then whether the line was among them. */
export type EstadoInicial = 'pendiente' | 'elegida' | 'no-disponible' | 'descartada';
export interface LineaInicial {
  linea: string;
  estado: EstadoInicial;
  onResuelta: (estado: EstadoInicial) => void;
}

/** Chooses the line 'Programar sesiones' came with once the patient's services arrive. */
const useLineaInicial = (inicial: LineaInicial | undefined, servicios: ReturnType<typeof useEleccion>['servicios']) => {
  const { setValue } = useFormContext<ValoresProgramar>();
  useEffect(() => {
    if (!inicial || inicial.estado !== 'pendiente' || !servicios.data) return;
    if (!inicial.linea) return inicial.onResuelta('descartada');
    const esta = servicios.data.some((s) => lineaDe(s) === inicial.linea);
    if (esta) setValue('servicio', inicial.linea);
    inicial.onResuelta(esta ? 'elegida' : 'no-disponible');
  }, [servicios.data, inicial, setValue]);
};

/** The fields every mode shares: date, service (or specialty), therapist, times, type, place, and value when typed. */
export const CamposComunes = ({ paciente, modo, inicial }: { paciente: PacienteElegible; modo: Modo; inicial?: LineaInicial }) => {
  const t = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { setValue } = useFormContext<ValoresProgramar>();
  const servicio = useWatch<ValoresProgramar, 'servicio'>({ name: 'servicio' });
  const porEspecialidad = modo === 'especialidad';
  const { servicios, linea, especialidades, elegida, codigoEspecialidad, conValorEscrito } = useEleccion(paciente, porEspecialidad);
  useLineaInicial(inicial, servicios);
  const terapeutas = useQuery({
    queryKey: ['terapeutas', codigoEspecialidad],
    queryFn: () => dataProvider.terapeutasProgramables({ especialidad: codigoEspecialidad }),
    enabled: codigoEspecialidad !== undefined,
  });
  const sinTerapeuta = () => setValue('terapeuta', '');
  return (
    <>
      {inicial?.estado === 'no-disponible' && !servicio && (
        <Alert severity="warning" data-aviso="linea-no-disponible">
          {t(clave('lineaNoDisponible'))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        <EntradaFechaSesion source="fecha" label={modo === 'lista' ? undefined : clave('fields.desde')} validate={obligatorio} />
        {porEspecialidad ? (
          <SelectInput
            source="especialidad"
            validate={obligatorio}
            translateChoice={false}
            choices={especialidades.map((e) => ({ id: String(e.servicio), name: `${e.especialidad} · quedan ${e.restantes}` }))}
            onChange={sinTerapeuta}
            helperText={t(clave(servicios.data && especialidades.length === 0 ? 'sinServicios' : 'ayudaEspecialidad'))}
          />
        ) : (
          <SelectInput
            source="servicio"
            validate={obligatorio}
            translateChoice={false}
            choices={(servicios.data ?? []).map((s) => ({
              id: lineaDe(s),
              name: `${s.especialidad} · ${s.codigo} · ${s.entidad} · quedan ${s.restantes}${s.fechaVencimiento ? ` · vence ${formatearFecha(s.fechaVencimiento)}` : ''}`,
            }))}
            onChange={sinTerapeuta}
            sx={{ gridColumn: 'span 2' }}
            helperText={servicios.data && servicios.data.length === 0 ? t(clave('sinServicios')) : ' '}
          />
        )}
        <SelectInput
          source="terapeuta"
          validate={obligatorio}
          translateChoice={false}
          choices={(terapeutas.data ?? []).map((x) => ({ id: x.id, name: `${x.nombres} ${x.apellidos}` }))}
          disabled={codigoEspecialidad === undefined}
        />
        <EntradaHora source="horaInicio" validate={obligatorio} />
        <EntradaHora source="horaFin" validate={obligatorio} />
        <SelectInput source="tipo" validate={obligatorio} choices={[...TIPOS_SESION_OPCIONES]} optionText="nombre" translateChoice={false} />
        <SelectInput source="lugar" validate={obligatorio} choices={[...LUGARES_SESION_OPCIONES]} optionText="nombre" translateChoice={false} />
        {(porEspecialidad ? elegida : linea) &&
          (conValorEscrito ? (
            <>
              <TextInput source="valor" validate={obligatorio} parse={soloDigitos} />
              <TextInput source="copago" parse={soloDigitos} />
            </>
          ) : (
            <Typography sx={{ alignSelf: 'center' }}>
              {linea && !porEspecialidad
                ? t(clave('tarifaDeLinea'), { tarifa: formatearMoneda(linea.tarifa), copago: formatearMoneda(linea.copago) })
                : t(clave('tarifaDeCadaAutorizacion'))}
            </Typography>
          ))}
      </Box>
    </>
  );
};
