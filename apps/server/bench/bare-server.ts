// The benchmark's bare baseline as a process (`node apps/server/dist/bench/bare-server.js`): the
// same configuration as the server (DATABASE_URL or DATA_DIR, APP_TIMEZONE, PORT, HOST).
import { loadConfig } from '../src/config';
import { openRuntime } from '../src/runtime';
import { buildBareApp } from './bare-app';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = buildBareApp({ database: runtime.database, timezone: config.timezone });
  const stop = async () => {
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
