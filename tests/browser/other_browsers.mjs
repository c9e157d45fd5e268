// Shared by the Firefox and WebKit tests: a virtual X display (neither has
// WebGL headless on this machine), a minimal W3C WebDriver client (WebKit's
// WebKitWebDriver speaks classic WebDriver only), and the in-page measure of
// the demo's output video.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const XVFB = '/usr/bin/Xvfb';

// Xvfb on a free display number (it writes the number to stdout).
export async function startXvfb() {
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not start within 20 s')), 20000);
    xvfb.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, stop: () => xvfb.kill() };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// A WebDriver server (e.g. WebKitWebDriver) and one session of it.
export class WebDriverSession {
  #driver;
  #base;
  #id;

  // `capabilities`: the session's alwaysMatch; `env`: the driver's environment (DISPLAY).
  static async start(driverPath, capabilities, env) {
    const session = new WebDriverSession();
    const port = await freePort();
    session.#driver = spawn(driverPath, [`--port=${port}`], { env, stdio: 'ignore' });
    session.#base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20000;
    for (;;) {
      try {
        const status = await session.#call('GET', '/status');
        if (status.ready !== false) break;
      } catch (e) {
        if (Date.now() > deadline) {
          session.#driver.kill();
          throw new Error(`${driverPath} did not answer within 20 s: ${e.message}`);
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    try {
      const created = await session.#call('POST', '/session', { capabilities: { alwaysMatch: capabilities } });
      session.#id = created.sessionId;
    } catch (e) {
      session.#driver.kill();
      throw e;
    }
    return session;
  }

  async #call(method, path, body) {
    const res = await fetch(this.#base + path, {
      method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
    return json.value;
  }

  navigate(url) { return this.#call('POST', `/session/${this.#id}/url`, { url }); }

  // Runs `fn(...args)` in the page (an async function's source is sent) and returns its result.
  evaluate(fn, ...args) {
    const script = `const done = arguments[arguments.length - 1];
      (${fn}).apply(null, Array.from(arguments).slice(0, -1)).then(done, (e) => done({ __error: String(e) }));`;
    return this.#call('POST', `/session/${this.#id}/execute/async`, { script, args }).then((v) => {
      if (v && v.__error) throw new Error(`in the page: ${v.__error}`);
      return v;
    });
  }

  // `fn` until it returns something truthy (checked every 250 ms), or a timeout error.
  async waitFor(fn, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate(fn);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${fn}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  // A PNG of the element matched by `selector`.
  async elementScreenshot(selector) {
    const element = await this.#call('POST', `/session/${this.#id}/element`, { using: 'css selector', value: selector });
    const id = Object.values(element)[0];
    return Buffer.from(await this.#call('GET', `/session/${this.#id}/element/${id}/screenshot`), 'base64');
  }

  async quit() {
    try {
      if (this.#id) await this.#call('DELETE', `/session/${this.#id}`);
    } finally {
      this.#driver.kill();
    }
  }
}

// In the page: fine detail (mean squared green difference of neighbours) of
// the demo's output video, in its left 100 columns (the sample's wall) and in
// a patch of the face, with the video's size. Waits for three new frames.
// The face patch lies on the portrait's face only when the demo holds it
// still (index.html?still): the drifting sample moves it by up to 40 px.
export async function outputDetail() {
  const video = document.getElementById('output');
  for (let i = 0; i < 3; i++) await new Promise((r) => video.requestVideoFrameCallback(r));
  const w = video.videoWidth, h = video.videoHeight;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(video, 0, 0);
  const detail = (x0, y0, cw, ch) => {
    const d = ctx.getImageData(x0, y0, cw, ch).data;
    let sum = 0;
    for (let y = 0; y < ch; y++) for (let x = 0; x < cw - 1; x++) sum += (d[(y * cw + x) * 4 + 1] - d[(y * cw + x + 1) * 4 + 1]) ** 2;
    return sum / ((cw - 1) * ch);
  };
  return { w, h, wall: detail(0, 0, 100, h), face: detail(w / 2 - 30, 110, 40, 50) };
}

// The demo's output with blur (`blurred`) and with no effect (`sharp`), as
// outputDetail measured them: the clip's size, the wall's detail gone, the face's kept.
export function checkDemoOutput(blurred, sharp) {
  assert.deepEqual([blurred.w, blurred.h], [640, 360], 'the output has the sample clip\'s size');
  assert.ok(sharp.wall > 4 * blurred.wall, 'the background blur is not visible');
  assert.ok(blurred.face > 0.5 * sharp.face, 'the person lost their detail');
}
