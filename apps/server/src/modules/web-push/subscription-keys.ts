import crypto from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decode(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/**
 * Whether a subscription's keys can encrypt a message (RFC 8291): `p256dh` an uncompressed point
 * on P-256, `auth` 16 bytes. Checked on subscribing, so a bad key is a 400 there and never a
 * message failing in the outbox later.
 */
export function validSubscriptionKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = decode(keys.p256dh);
  const auth = decode(keys.auth);
  if (!point || point.length !== 65 || point[0] !== 0x04 || !auth || auth.length !== 16) return false;
  try {
    // Refuses coordinates that are not a point of the curve.
    crypto.createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
