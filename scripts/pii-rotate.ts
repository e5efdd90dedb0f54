// `npm run pii:rotate [-- --new-key]`: re-encrypts every national ID number and staff authenticator
// secret with the newest key
// (README "Personal data at rest" has the whole procedure). Uses the server's settings (PII_KEYS,
// DATABASE_URL, DATA_DIR). --new-key (embedded database only) first puts a fresh key at the top of
// DATA_DIR/keys/pii.key. Prints key ids and counts, never a number.
import { loadConfig } from '../src/server/platform/config/config';
import { rotateNationalIdKeys } from '../src/server/pii-rotation';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--new-key');
if (unknown.length > 0) {
  console.error(`unknown argument(s): ${unknown.join(' ')}\nusage: npm run pii:rotate [-- --new-key]`);
  process.exit(2);
}
try {
  const config = loadConfig(process.env, { serveWeb: false });
  const result = await rotateNationalIdKeys(config, { newKey: args.includes('--new-key') });
  if (result.newKeyId) console.log(`new key ${result.newKeyId} added first to ${config.pii.keyFile}`);
  console.log(`newest key: ${result.writeKeyId}; re-encrypted: ${result.resealed}; changed meanwhile (left, re-run to finish): ${result.changedMeanwhile}`);
  console.log(`values per key: ${JSON.stringify(result.inUse)}`);
  console.log(`staff authenticator secrets: re-encrypted ${result.staffSecrets.resealed}, changed meanwhile ${result.staffSecrets.changedMeanwhile}, per key ${JSON.stringify(result.staffSecrets.inUse)}`);
  const older = [...new Set([...Object.keys(result.inUse), ...Object.keys(result.staffSecrets.inUse)])].filter((id) => id !== result.writeKeyId);
  if (older.length === 0) console.log('every value uses the newest key: older keys may go once no backup you keep needs them');
  else {
    console.log(`still on older keys: ${older.join(', ')}; run again`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
