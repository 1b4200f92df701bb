/**
 * The server of the upload benchmark, in a process of its own so its RSS is the server's alone: the real app on a
 * fresh database (createBenchApp), listening on 127.0.0.1, one client profile to upload to. Argument: the driver.
 * Prints one JSON line { address, email, password, profileId }, then serves until SIGTERM.
 */
// First: NODE_ENV before any library reads it (as the server's entry does).
import '../src/production-mode.js';
import { createBenchApp, type BenchDriver } from './lib.js';

const driver = (process.argv[2] ?? 'pglite') as BenchDriver;
const target = await createBenchApp(driver, { publicRateLimit: 0, publicAddressRateLimit: 0, authRateLimit: 1000 });
const { profile } = await target.app.services.clients.createClient({
  email: 'bench-upload@bench-upload.local',
  password: 'bench-password-1',
  role: 'USER',
  name: 'bench-upload',
  profile: { name: 'bench-upload', publicPageSlug: 'bench-upload' },
} as Parameters<typeof target.app.services.clients.createClient>[0]);
if (!profile) throw new Error('no profile created');
const address = await target.app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ address, ...target.credentials, profileId: profile.id }));

process.once('SIGTERM', () => {
  void target.close().then(() => process.exit(0));
});
