import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';

/** Encrypts short secrets (DVR passwords) at rest with AES-256-GCM. Stored as `v1.<iv>.<tag>.<ciphertext>`. */
export interface SecretBox {
  seal(clear: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new ConfigError('SECRETS_KEY debe tener 32 bytes (base64 o hex)');
  return {
    seal(clear) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        ct.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ct] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ct === undefined)
        throw new Error('secreto con formato desconocido');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** A key from its text: 64 hex characters or base64 of 32 bytes. */
export function parseKey(raw: string): Buffer {
  const trimmed = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new ConfigError('SECRETS_KEY debe tener 32 bytes: 64 caracteres hex o 44 en base64');
  return key;
}

/**
 * The key: SECRETS_KEY when set. Without it, only in demo mode: the embedded database keeps a random key in
 * DATA_DIR/secrets.key (created once, readable only by its owner); PostgreSQL with SEED=demo uses a fixed demo
 * key. Anywhere else the start stops with a clear message.
 */
export function loadSecretsKey(config: AppConfig): Buffer {
  if (config.secretsKey) return parseKey(config.secretsKey);
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    const file = path.join(config.database.dataDir, 'secrets.key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.database.dataDir, { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    return parseKey(fs.readFileSync(file, 'utf8'));
  }
  if (config.database.kind === 'pglite' || config.seed === 'demo') {
    return createHash('sha256').update('auditorias-demo-no-usar-en-produccion').digest();
  }
  throw new ConfigError(
    'Falta SECRETS_KEY: generá una clave con `openssl rand -base64 32` y definila en el entorno ' +
      '(cifra las contraseñas de los DVR).',
  );
}
