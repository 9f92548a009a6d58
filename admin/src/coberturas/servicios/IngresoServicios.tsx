import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { hoyDelServidor } from '../../comun/reloj';
import { erroresDelServidor } from '../../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { CoberturasDelPaciente } from './CoberturasDelPaciente';
import { clase, enLosCampos, mensajeSinServicios, registrarSegun, type ValoresIngreso } from './reglasIngreso';
import { SeccionPaciente } from './SeccionPaciente';
import { SeccionServicio } from './SeccionServicio';

/** The coverage just registered: 'Programar sesiones' leads to scheduling for it (issue 27 item 9). */
interface Registrada {
  id: string;
  codigo: string;
  pacienteId: string;
  /** An order registered from the authorization's screen: back to the authorization, no scheduling offered. */
  ordenEnLinea: boolean;
}

const valoresIniciales = (): ValoresIngreso => ({
  tipoCliente: '6',
  paciente: null,
  formato: '1',
  sinOrden: false,
  codigo90: false,
  orden: null,
  entidad: '',
  codigoAutorizacion: '',
  numeroAutorizacionEps: '',
  fecha: hoyDelServidor(),
  cobertura: '',
  observaciones: '',
  ordenParticular: '',
  nombreCliente: '',
  formaPago: '1',
  periodo: '30',
  contrato: '',
  lineas: [],
});

/** The two sections; after each registration the service fields are emptied for the next one. */
const CamposIngreso = ({ registrada }: { registrada: Registrada | null }) => {
  const { setValue } = useFormContext<ValoresIngreso>();
  const limpiar = useCallback(() => {
    for (const campo of ['codigoAutorizacion', 'numeroAutorizacionEps', 'observaciones', 'cobertura'] as const) setValue(campo, '');
    setValue('lineas', []);
    setValue('orden', null);
  }, [setValue]);
  useEffect(() => {
    if (!registrada) return;
    if (registrada.ordenEnLinea) {
      setValue('formato', '1');
      setValue('sinOrden', false);
      setValue('codigo90', false);
    }
    limpiar();
  }, [registrada, limpiar, setValue]);
  return (
    <>
      <SeccionPaciente limpiar={limpiar} />
      <SeccionServicio limpiar={limpiar} />
    </>
  );
};

const ListaDelPaciente = ({ onProgramar }: { onProgramar: (cobertura: string, paciente: string) => void }) => {
  const paciente = useWatch<ValoresIngreso, 'paciente'>({ name: 'paciente' });
  return paciente ? <CoberturasDelPaciente paciente={paciente.id} onProgramar={onProgramar} /> : null;
};

/** Service intake (spec 1, /admisiones/servicios): orders, authorizations, private services and agreements. */
const IngresoServicios = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const navegar = useNavigate();
  const consultas = useQueryClient();
  const [registrada, setRegistrada] = useState<Registrada | null>(null);
  const iniciales = useMemo(valoresIniciales, []);
  const programarSesiones = (coberturaId: string, pacienteId: string) =>
    navegar(`/programacion/programacion-citas?${new URLSearchParams({ programar: coberturaId, paciente: pacienteId, linea: '1' })}`);

  const registrar = async (datos: Record<string, unknown>) => {
    const v = datos as unknown as ValoresIngreso;
    if (v.lineas.length === 0) {
      notify(mensajeSinServicios(v), { type: 'warning' });
      return;
    }
    try {
      const r = await registrarSegun(dataProvider, v);
      notify(`${r.mensaje} ${r.codigo}`, { type: 'success' });
      const { ordenEnLinea } = clase(v);
      if (ordenEnLinea) void consultas.invalidateQueries({ queryKey: ['coberturas', 'ordenes-activas'] });
      void consultas.invalidateQueries({ queryKey: ['coberturas', 'del-paciente'] });
      setRegistrada({ id: r.id, codigo: r.codigo, pacienteId: v.paciente?.id ?? '', ordenEnLinea });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : t('resources.coberturas/servicios.errorServidor'), { type: 'error' });
      return enLosCampos(erroresDelServidor(error), v);
    }
  };

  return (
    <Form defaultValues={iniciales} onSubmit={registrar} resource="coberturas/servicios" mode="onChange" noValidate>
      <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 } }}>
        <CamposIngreso registrada={registrada} />
        {registrada && !registrada.ordenEnLinea && (
          <Alert
            severity="success"
            data-aviso="registrada"
            onClose={() => setRegistrada(null)}
            action={
              <MuiButton color="inherit" size="small" data-accion="programar-sesiones" onClick={() => programarSesiones(registrada.id, registrada.pacienteId)}>
                Programar sesiones
              </MuiButton>
            }
          >
            {registrada.codigo} quedó registrada: programe sus sesiones.
          </Alert>
        )}
        <ListaDelPaciente onProgramar={programarSesiones} />
      </Box>
    </Form>
  );
};

export default IngresoServicios;
