// The upload attack, run against the built product: PARALLEL (20) PUTs of MB (99)
// megabytes each to the local upload route with a wrong signature, sent over loopback as fast as
// the sockets take them, while the server's RSS is sampled (ps). Before the fix the server read
// every body before checking the signature (0.9 -> 2.3 GB); now it answers 403 after the headers.
// A second round sends the same PUTs with a valid signature for a video, which stream to disk.
// Usage: npm run build && node scripts/attack-upload.mjs
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { startBenchServer } from './lib/bench-server.mjs';

const parallel = Number(process.env.PARALLEL ?? 20);
const megabytes = Number(process.env.MB ?? 99);
const port = Number(process.env.ATTACK_PORT ?? 8096);

const rssMb = (pid) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024;

function put(url, bytes) {
  return new Promise((resolve) => {
    const started = Date.now();
    const request = http.request(url, { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': bytes } });
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once('drain', pump);
      }
      request.end();
    };
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: Date.now() - started, sentMb: Math.round(sent / 1048576) }));
    });
    request.on('error', (error) => resolve({ status: error.code, ms: Date.now() - started, sentMb: Math.round(sent / 1048576) }));
    pump();
  });
}

async function round(label, urls, pid) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const results = await Promise.all(urls.map((url) => put(url, megabytes * 1024 * 1024)));
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = rssMb(pid);
  const statuses = Object.entries(results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}));
  const slowest = Math.max(...results.map((r) => r.ms));
  console.log(
    `${label}: RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after; answers ${statuses.map(([s, n]) => `${n} x ${s}`).join(', ')}; slowest ${slowest} ms`,
  );
}

const server = await startBenchServer(port, { env: { UPLOAD_MAX_VIDEO_MB: String(megabytes + 1) } });
try {
  const key = (i) => `posts/2026/11/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.mp4`;
  const expires = Math.floor(Date.now() / 1000) + 600;
  const forged = Array.from(
    { length: parallel },
    (_, i) => `${server.base}/api/uploads/object/${key(i)}?contentType=video%2Fmp4&expires=${expires}&signature=forged`,
  );
  await round(`${parallel} x ${megabytes} MB, wrong signature`, forged, server.pid);

  const urls = [];
  while (urls.length < parallel) {
    const presign = await fetch(`${server.base}/api/uploads/getPreSignedURLForUploadObject`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileNames: ['v.mp4'], contentType: 'video/mp4', flocation: 'posts' }),
    });
    if (!presign.ok) throw new Error(`presign: ${presign.status} ${await presign.text()}`);
    urls.push((await presign.json()).preSignedUrls[0].url);
  }
  await round(`${parallel} x ${megabytes} MB, valid signature (streamed to disk, then refused as not an MP4)`, urls, server.pid);
} finally {
  await server.stop();
}
