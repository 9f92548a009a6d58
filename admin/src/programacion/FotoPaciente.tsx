import Avatar from '@mui/material/Avatar';
import { useQueries } from '@tanstack/react-query';
import type { SesionLeida } from '../contratos';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const aDataUrl = (blob: Blob) =>
  new Promise<string>((resolver, rechazar) => {
    const lector = new FileReader();
    lector.onload = () => resolver(String(lector.result));
    lector.onerror = () => rechazar(lector.error ?? new Error('foto'));
    lector.readAsDataURL(blob);
  });

/**
 * The photos of the sessions' patients (spec 2: events carry url_foto), one request per patient, read
 * through GET /api/sesiones/:id/foto, which answers only to whoever may see that session. A patient
 * without a photo (404) shows their initial.
 */
export const useFotosPacientes = (sesiones: SesionLeida[]): Record<string, string | null> => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const porPaciente = new Map<string, string>();
  for (const s of sesiones) if (!porPaciente.has(s.pacienteId)) porPaciente.set(s.pacienteId, s.id);
  const pares = [...porPaciente];
  const fotos = useQueries({
    queries: pares.map(([paciente, sesion]) => ({
      queryKey: ['foto-paciente', paciente],
      queryFn: async () => {
        try {
          return await aDataUrl((await dataProvider.fotoPacienteDeSesion(sesion)).contenido);
        } catch {
          return null;
        }
      },
      retry: false,
      staleTime: 10 * 60_000,
    })),
  });
  return Object.fromEntries(pares.map(([paciente], i) => [paciente, fotos[i]?.data ?? null]));
};

export const FotoPaciente = ({ nombre, foto, tamano = 32 }: { nombre: string; foto: string | null | undefined; tamano?: number }) => (
  <Avatar src={foto ?? undefined} alt={nombre} sx={{ width: tamano, height: tamano, fontSize: tamano / 2 }} data-foto-paciente={foto ? 'si' : 'no'}>
    {nombre.slice(0, 1)}
  </Avatar>
);
