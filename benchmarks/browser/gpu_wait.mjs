// Waiting for WebGL work without blocking the page, for the benchmark pages.
// In Chromium, gl.finish() does not wait and clientWaitSync takes no timeout:
// a fence is polled, between tasks, until the GPU has passed it.

// A task boundary without setTimeout's clamping (fences are polled on it).
const channel = new MessageChannel();
const pending = [];
channel.port1.onmessage = () => pending.shift()?.();
export const nextTask = () => new Promise((resolve) => { pending.push(resolve); channel.port2.postMessage(0); });

// Resolves once every command queued on `gl` so far has finished on the GPU;
// throws when the wait fails (a lost context) or takes over 2 s, never spins.
export async function fence(gl) {
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  const deadline = performance.now() + 2000;
  try {
    for (;;) {
      const state = gl.clientWaitSync(sync, 0, 0);
      if (state === gl.ALREADY_SIGNALED || state === gl.CONDITION_SATISFIED) return;
      if (state === gl.WAIT_FAILED) throw new Error(`clientWaitSync failed (context lost: ${gl.isContextLost()})`);
      if (performance.now() > deadline) throw new Error('fence not signalled within 2 s');
      await nextTask();
    }
  } finally {
    gl.deleteSync(sync);
  }
}
