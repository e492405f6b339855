// The benchmark's bare baseline as a process (`node apps/server/dist/bench/bare-server.js`): the
// same configuration as the server (DATABASE_URL or DATA_DIR, APP_TIMEZONE, PORT, HOST).
// With BENCH_API_PORT the product's own app listens there too, in this process and on the same
// database handle: `npm run bench` alternates between the two in short rounds, so a drift of the
// shared machine falls on both sides alike (and PGlite, one process's, can serve both at once).
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loggerOptions } from '../src/lib/logger';
import { openRuntime } from '../src/runtime';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { buildBareApp } from './bare-app';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const apiPort = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined;
  const api = apiPort ? await buildApp({ config, database: runtime.database, logger: loggerOptions(config.logLevel) }) : undefined;
  // A session of a member from the seed (demo members have no password to log in with).
  const memberToken = async (userId: string) => {
    if (!api) throw new Error('no API in this process');
    const [user] = await runtime.database.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    return api.startSession(user);
  };
  const bare = buildBareApp({ database: runtime.database, timezone: config.timezone, memberToken });
  const stop = async () => {
    await Promise.all([bare.close(), api?.close()]);
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  await api?.listen({ port: apiPort, host: config.host });
  await bare.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
