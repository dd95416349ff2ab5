import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptDeviceName,
  encryptDeviceName,
  seedFromPassphrase,
} from '../../../src/services/crypto/index.ts';

const STANDARD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const FAILED = 'Could not decrypt the device name';

const newSeed = () => new Uint8Array(randomBytes(32));

describe('device name encryption', () => {
  it('round-trips any name, including non-ASCII and empty ones', async () => {
    const seed = await seedFromPassphrase('my own passphrase');
    for (const name of ['Living-room TV', 'Téléphone de Zoë 📱', '', 'x'.repeat(300)]) {
      await expect(decryptDeviceName(await encryptDeviceName(name, seed), seed)).resolves.toBe(
        name,
      );
    }
  });

  it('stores base64(iv).base64(ciphertext).base64(tag) with a 16-byte IV and a 16-byte tag', async () => {
    const name = 'Kitchen laptop';
    const stored = await encryptDeviceName(name, newSeed());
    const parts = stored.split('.');
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part).toMatch(STANDARD_BASE64);
    const [iv, ciphertext, tag] = parts.map((part) => Buffer.from(part, 'base64'));
    expect(iv).toHaveLength(16);
    expect(ciphertext).toHaveLength(Buffer.byteLength(name, 'utf8'));
    expect(tag).toHaveLength(16);
  });

  it('is plain AES-256-GCM that another implementation can read and write', async () => {
    const seed = newSeed();
    const [iv, ciphertext, tag] = (await encryptDeviceName('Phone', seed))
      .split('.')
      .map((part) => Buffer.from(part, 'base64')) as [Buffer, Buffer, Buffer];
    const decipher = createDecipheriv('aes-256-gcm', seed, iv, { authTagLength: 16 });
    decipher.setAuthTag(tag);
    expect(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')).toBe(
      'Phone',
    );

    const nodeIv = randomBytes(16);
    const cipher = createCipheriv('aes-256-gcm', seed, nodeIv, { authTagLength: 16 });
    const sealed = Buffer.concat([cipher.update('Tablet', 'utf8'), cipher.final()]);
    const stored = [nodeIv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64')).join('.');
    await expect(decryptDeviceName(stored, seed)).resolves.toBe('Tablet');
  });

  it('uses a fresh IV every time', async () => {
    const seed = newSeed();
    const first = await encryptDeviceName('Same name', seed);
    const second = await encryptDeviceName('Same name', seed);
    expect(first.split('.')[0]).not.toBe(second.split('.')[0]);
    expect(first).not.toBe(second);
  });

  it('rejects a name sealed with another seed', async () => {
    const stored = await encryptDeviceName('Desktop', newSeed());
    await expect(decryptDeviceName(stored, newSeed())).rejects.toThrow(FAILED);
  });

  it('rejects tampered text', async () => {
    const seed = newSeed();
    const [iv, ciphertext, tag] = (await encryptDeviceName('Desktop', seed)).split('.') as [
      string,
      string,
      string,
    ];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64');
    };
    for (const tampered of [
      [flip(iv), ciphertext, tag],
      [iv, flip(ciphertext), tag],
      [iv, ciphertext, flip(tag)],
      [iv, ciphertext],
      [iv, ciphertext, tag, tag],
    ]) {
      await expect(decryptDeviceName(tampered.join('.'), seed)).rejects.toThrow(FAILED);
    }
  });

  it('rejects garbage with the same clear error', async () => {
    const seed = newSeed();
    for (const garbage of ['', 'My Phone', 'a.b.c', '!!!!.????.####', '...']) {
      await expect(decryptDeviceName(garbage, seed)).rejects.toThrow(FAILED);
    }
    // Right sizes, url-safe spelling: not the stored format.
    const urlSafe = [randomBytes(16), randomBytes(5), randomBytes(16)]
      .map((b) => b.toString('base64url'))
      .join('.');
    await expect(decryptDeviceName(urlSafe, seed)).rejects.toThrow(FAILED);
  });
});
