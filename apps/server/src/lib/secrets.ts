import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/**
 * A secret kept in DATA_DIR: generated on first use and reused after, so tokens and upload
 * links survive restarts without the operator having to invent one.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public point (65 bytes): what browsers subscribe with. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

function readVapidKeys(file: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  } catch {
    // Missing (first start) or half written by another process: generated below, or theirs read.
  }
  return null;
}

/**
 * The Web Push (VAPID) key pair kept in DATA_DIR: generated on first use and reused after.
 * Browsers bind each subscription to the public key, so a new pair would silently orphan every
 * subscription: it must survive restarts and be shared by every API and worker process.
 */
export function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'secrets', 'vapid.json');
  const existing = readVapidKeys(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // The library's generator pads a short private scalar to the 32 bytes VAPID requires.
  const keys: VapidKeys = webPush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch {
    // Another process wrote it first: use theirs.
    const theirs = readVapidKeys(file);
    if (theirs) return theirs;
    throw new Error(`cannot read or create ${file}`);
  }
}
