process.env.TZ = 'America/Bogota';
process.env.JWT_SECRET ??= 'secreto-de-pruebas';
