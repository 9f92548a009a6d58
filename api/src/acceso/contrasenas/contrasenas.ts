import argon2 from 'argon2';

/** argon2id's cost: memory in KiB, passes and lanes. */
export interface CostoDeContrasenas {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id (64 MiB, 3 passes, 4 lanes), written out so that a library update cannot lower it. */
export const COSTO_DE_PRODUCCION: CostoDeContrasenas = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/**
 * Hashes and checks passwords. A hash keeps its own cost, so a password is always checked at the cost it was
 * saved with; the cost here is for new hashes and for the decoy. Only code can lower it (the test app does, for
 * the users its suites create): no setting of the environment reaches it.
 */
export class Contrasenas {
  private señuelo?: Promise<string>;

  constructor(private readonly costo: CostoDeContrasenas = COSTO_DE_PRODUCCION) {}

  cifrar(clave: string): Promise<string> {
    return argon2.hash(clave, { type: argon2.argon2id, ...this.costo });
  }

  /** Without a hash (an unknown user) the clave is checked against a decoy of the same cost, so both cost the same time. */
  async coincide(hash: string | null | undefined, clave: string): Promise<boolean> {
    const contra = hash ?? (await (this.señuelo ??= this.cifrar('señuelo-avanti')));
    const correcta = await argon2.verify(contra, clave).catch(() => false);
    return correcta && Boolean(hash);
  }
}
