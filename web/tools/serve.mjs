// Static file server for the demo and the browser tests: 127.0.0.1 only,
// COOP/COEP headers (crossOriginIsolated, which wasm threads need) and the
// right MIME types (application/wasm for streaming compilation).
//   node web/tools/serve.mjs ROOT [PORT]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.y4m': 'video/x-yuv4mpeg',
  '.css': 'text/css',
};

// `mounts` maps URL prefixes to other folders, e.g. {'/tests/': 'tests/browser/pages'}.
export function startServer(root, port = 0, mounts = {}) {
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let base = resolve(root);
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (path.startsWith(prefix)) {
        base = resolve(dir);
        path = '/' + path.slice(prefix.length);
      }
    }
    const file = normalize(join(base, path === '/' ? '/index.html' : path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
        'Cache-Control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${path}`);
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, port = '8080'] = process.argv.slice(2);
  if (!root) {
    console.error('usage: node web/tools/serve.mjs ROOT [PORT]');
    process.exit(2);
  }
  const server = await startServer(root, Number(port));
  console.log(`serving ${resolve(root)} on http://127.0.0.1:${server.address().port}/`);
}
