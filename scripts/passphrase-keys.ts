import { createPrivateKey, createPublicKey, pbkdf2Sync, sign } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/**
 * A client's keys from its passphrase (CONTRACTS.md §2): PBKDF2-SHA-256 seed, Ed25519 keys, for
 * scripts and server tests that act as a client. As a command:
 *   tsx scripts/passphrase-keys.ts "<passphrase>"            prints the public key
 *   tsx scripts/passphrase-keys.ts "<passphrase>" "<code>"   prints the signature of the code
 */
export function keysFromPassphrase(passphrase: string) {
  const seed = pbkdf2Sync(Buffer.from(passphrase, 'utf8'), 'mnemonic', 2048, 32, 'sha256');
  const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519Prefix, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return {
    /** base64url, no padding. */
    publicKey: createPublicKey(privateKey).export({ format: 'jwk' }).x as string,
    /** The base64url signature of the UTF-8 bytes of `message`. */
    sign: (message: string) =>
      sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64url'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [passphrase, code] = process.argv.slice(2);
  if (!passphrase) {
    console.error('usage: passphrase-keys.ts <passphrase> [challenge code]');
    process.exit(2);
  }
  const keys = keysFromPassphrase(passphrase);
  console.log(code === undefined ? keys.publicKey : keys.sign(code));
}
