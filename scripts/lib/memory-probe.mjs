// Preloaded into the server (`node --import`) by the soak: appends the process's own memory
// figures as a JSON line to SOUQ_MEMORY_PROBE_FILE every SOUQ_MEMORY_PROBE_MS (default 10 s).
// RSS is visible from outside (`ps`); the V8 heap and the buffers held outside it are not.
import fs from 'node:fs';

const file = process.env.SOUQ_MEMORY_PROBE_FILE;
if (file) {
  const sample = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    fs.appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers })}\n`);
  };
  sample();
  setInterval(sample, Number(process.env.SOUQ_MEMORY_PROBE_MS ?? 10_000)).unref();
}
