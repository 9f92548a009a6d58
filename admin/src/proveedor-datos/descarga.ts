/** Reads the file name a server sends in Content-Disposition (RFC 6266: filename* wins over filename). */
export const nombreDesdeContentDisposition = (cabecera: string | null, porDefecto: string): string => {
  if (!cabecera) return porDefecto;
  const extendido = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(cabecera);
  if (extendido) {
    try {
      return decodeURIComponent(extendido[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const simple = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(cabecera);
  if (simple) return (simple[2] ?? simple[1]).trim();
  return porDefecto;
};

/** Makes the browser save a blob under the given name. */
export const guardarArchivo = (contenido: Blob, nombre: string): void => {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.style.display = 'none';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
