import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { useQuery } from '@tanstack/react-query';
import { usePermisos } from '../acceso/permisos';
import { descargar, rutaApi } from '../proveedor-datos/peticion';

/**
 * The patient's photo as an object URL, read through the clinical history's photo route (its site and
 * confidentiality rules apply: a refused photo leaves the initial). Asked only when admissions stored
 * one and the role works in the history; one cache entry per patient for every screen that shows it.
 */
export const useFotoPaciente = (pacienteId: string, tieneFoto: boolean): string | null => {
  const { tiene } = usePermisos();
  const { data } = useQuery({
    queryKey: ['historia', pacienteId, 'foto'],
    queryFn: () => descargar(rutaApi('pacientes', pacienteId, 'historia', 'foto'), 'foto'),
    enabled: tieneFoto && tiene('historia-clinica.historia'),
    retry: false,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    const nueva = URL.createObjectURL(data.contenido);
    setUrl(nueva);
    return () => URL.revokeObjectURL(nueva);
  }, [data]);
  return url;
};

/** The patient's photo as an avatar (their initial when there is none or it is refused). */
export const FotoPaciente = ({ paciente, tamano = 64 }: { paciente: { id: string; nombre: string; tieneFoto?: boolean }; tamano?: number }) => {
  const foto = useFotoPaciente(paciente.id, paciente.tieneFoto === true);
  return (
    <Avatar src={foto ?? undefined} alt={paciente.nombre} sx={{ width: tamano, height: tamano }} data-foto-paciente={foto ? 'si' : 'no'}>
      {paciente.nombre.slice(0, 1)}
    </Avatar>
  );
};
