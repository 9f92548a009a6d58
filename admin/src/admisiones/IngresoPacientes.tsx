import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Confirm, Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { DialogoBuscarPaciente } from './DialogoBuscarPaciente';
import { FormularioPaciente, useConsulta } from './FormularioPaciente';
import { PanelAcudientes, PanelDocumentos, PanelMotivos } from './PanelesPaciente';
import type { CatalogosAdmisiones, Paciente } from './proveedorAdmisiones';
import { mensajeDeError } from './util';
import { desdePaciente, solicitudPaciente, vacio } from './valoresPaciente';

const R = 'resources.admisiones/ingreso';

/** Patient intake (spec 1, /admisiones/ingreso): register and edit modes, search, guardians, reasons, documents. */
const IngresoPacientes = () => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  /** The patient being edited (edit mode), as last read. */
  const [paciente, setPaciente] = useState<Paciente | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [existente, setExistente] = useState<{ id: string; mensaje: string } | null>(null);
  const catalogos: CatalogosAdmisiones | null = useConsulta(['catalogos'], () => dp.catalogosAdmisiones()).data ?? null;
  // The form starts from the loaded patient, or empty; react-admin resets it when this changes.
  const iniciales = useMemo(() => (paciente ? desdePaciente(paciente) : vacio()), [paciente]);

  const cargar = async (id: string) => {
    try {
      setPaciente(await dp.obtenerPaciente(id));
    } catch (error) {
      notify(mensajeDeError(error, t(`${R}.noEncontrado`)), { type: 'error' });
    }
  };

  const guardar = async (valores: Record<string, unknown>) => {
    try {
      const r = paciente
        ? await dp.actualizarPaciente(paciente.id, solicitudPaciente(valores, true))
        : await dp.admitirPaciente(solicitudPaciente(valores, false));
      notify(r.mensaje, { type: 'success' });
      await cargar(paciente?.id ?? r.id);
    } catch (error) {
      const idExistente = (error as { body?: { pacienteExistente?: string | null } }).body?.pacienteExistente;
      if (idExistente) {
        setExistente({ id: idExistente, mensaje: mensajeDeError(error, '') });
        return { numeroDocumento: mensajeDeError(error, '') };
      }
      notify(mensajeDeError(error, t(`${R}.errorServidor`)), { type: 'error' });
      return erroresDelServidor(error);
    }
  };

  const documentosGuardados = useMemo(() => Object.keys(paciente?.documentos ?? {}), [paciente]);
  if (!catalogos) return null;
  return (
    <Box sx={{ pb: 4 }} data-pantalla="ingreso" data-modo={paciente ? 'editar' : 'registrar'}>
      <Form defaultValues={iniciales} onSubmit={guardar} resource="admisiones/ingreso" mode="onChange" noValidate disableInvalidFormNotification>
        <FormularioPaciente paciente={paciente} catalogos={catalogos} onBuscar={() => setBuscando(true)} onLimpiar={() => setPaciente(null)} />
      </Form>
      {!paciente && (
        <Alert severity="info" sx={{ mt: 2 }} data-aviso="despues-de-registrar">
          {t(`${R}.despuesDeRegistrar`)}
        </Alert>
      )}

      {paciente && (
        <>
          <PanelAcudientes pacienteId={paciente.id} activo={paciente.estado === 1} catalogos={catalogos} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
            <PanelMotivos pacienteId={paciente.id} activo={paciente.estado === 1} />
            <PanelDocumentos
              pacienteId={paciente.id}
              activo={paciente.estado === 1}
              guardados={documentosGuardados}
              alGuardar={() => void cargar(paciente.id)}
            />
          </Box>
        </>
      )}

      <Confirm
        isOpen={!!existente}
        title={`${R}.existenteTitulo`}
        content={existente?.mensaje ?? ''}
        confirm={`${R}.abrirExistente`}
        cancel={`${R}.seguirEditando`}
        onConfirm={() => {
          const id = existente?.id;
          setExistente(null);
          if (id) void cargar(id);
        }}
        onClose={() => setExistente(null)}
      />
      <DialogoBuscarPaciente
        abierto={buscando}
        onCerrar={() => setBuscando(false)}
        onElegir={(id) => {
          setBuscando(false);
          void cargar(id);
        }}
      />
    </Box>
  );
};

export default IngresoPacientes;
