import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useRefresh } from 'react-admin';

/** What a command answers: the server's Spanish message. */
export interface RespuestaDeComando {
  mensaje?: string;
}

export interface OpcionesComando<R extends RespuestaDeComando> {
  /** The intent-named dataProvider method to call. */
  ejecutar: () => Promise<R>;
  /** Asks first, naming the record ('¿Inactivar al paciente ANA PÉREZ (CC 123)?'); without it the command runs at once. */
  confirmar?: { titulo: string; contenido: ReactNode; boton: string /** The dismissing button; 'Cancelar' by default. */; volver?: string };
  /** The success toast; by default the server's `mensaje`. */
  exito?: (respuesta: R) => string;
  /** The error toast when the server sends no message. */
  errorPorDefecto?: string;
  alTerminar?: (respuesta: R) => void;
}

/**
 * A command the user starts from a button or a menu: optional confirmation naming the record, the
 * server's message as a toast, and a refresh of every query on screen (lists, counters, details), so
 * nothing needs a reload. Render `dialogo` next to whatever calls `pedir`.
 */
export function useComando<R extends RespuestaDeComando>(opciones: OpcionesComando<R>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [preguntando, setPreguntando] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: opciones.ejecutar,
    onSuccess: (respuesta) => {
      setPreguntando(false);
      notify(opciones.exito?.(respuesta) ?? respuesta.mensaje ?? 'Cambios guardados', { type: 'success' });
      refresh();
      opciones.alTerminar?.(respuesta);
    },
    onError: (error) => {
      setPreguntando(false);
      notify(error instanceof Error && error.message ? error.message : (opciones.errorPorDefecto ?? 'Error en el servidor, inténtelo de nuevo'), {
        type: 'error',
      });
    },
  });
  const pedir = () => (opciones.confirmar ? setPreguntando(true) : mutate());
  const dialogo = opciones.confirmar ? (
    <Confirm
      isOpen={preguntando}
      loading={isPending}
      title={opciones.confirmar.titulo}
      content={opciones.confirmar.contenido}
      confirm={opciones.confirmar.boton}
      cancel={opciones.confirmar.volver ?? 'Cancelar'}
      confirmColor="warning"
      onConfirm={() => mutate()}
      onClose={() => setPreguntando(false)}
      data-confirmacion
    />
  ) : null;
  return { pedir, dialogo, enCurso: isPending };
}
