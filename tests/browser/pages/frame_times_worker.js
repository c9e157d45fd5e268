// Records when each frame of a transferred ReadableStream of VideoFrames is
// read, off the page's thread: a page that stalls (a long task) would pile the
// output's frames up in its own reader and read them back to back afterwards,
// which looks like a burst the SDK did not make. Posts each time as
// epoch-relative ms (timeOrigin + now: the page converts to its own clock);
// 'stop' cancels the read and answers 'stopped'.
let reader = null;
self.onmessage = async ({ data }) => {
  if (data === 'stop') {
    await reader?.cancel().catch(() => {});
    self.postMessage('stopped');
    return;
  }
  reader = data.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    self.postMessage(performance.timeOrigin + performance.now());
    value.close();
  }
};
