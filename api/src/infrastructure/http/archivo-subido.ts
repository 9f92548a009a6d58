/** A file as multer's memory storage leaves it on the request. */
export interface ArchivoSubido {
  fieldname?: string;
  buffer: Buffer;
  originalname: string;
  size: number;
}
