// Counts the VideoFrames a page holds, from outside the code under test: every
// frame made with `new VideoFrame(...)` and every frame a stream reader hands
// out (MediaStreamTrackProcessor) is entered; close() is watched. A frame is
// open until it is closed, by close() or by being written to a
// MediaStreamTrackGenerator (which closes what it takes).
//
//   const ledger = installFrameLedger();   // before the code under test makes frames
//   ... run ...
//   ledger.sweep();  // -> {open, entered, closeCalls, doubleCloses}
//
// The ledger keeps every open frame alive, so a leaked frame shows as a
// growing `open` count here instead of Chromium's "VideoFrame was garbage
// collected without being closed" warning. Main thread only: frames made in a
// worker are not seen.

export function installFrameLedger(scope = globalThis) {
  if (scope.__frameLedger) return scope.__frameLedger;
  const NativeVideoFrame = scope.VideoFrame;
  const open = new Set();
  let entered = 0, closeCalls = 0, doubleCloses = 0;
  const isClosed = (frame) => frame.format === null && frame.codedWidth === 0;
  const enter = (frame) => {
    entered += 1;
    open.add(frame);
  };

  class LedgerVideoFrame extends NativeVideoFrame {
    constructor(...args) {
      super(...args);
      enter(this);
    }
  }
  const nativeClose = NativeVideoFrame.prototype.close;
  NativeVideoFrame.prototype.close = function close() {
    closeCalls += 1;
    if (isClosed(this)) doubleCloses += 1;
    open.delete(this);
    return nativeClose.call(this);
  };
  const nativeRead = scope.ReadableStreamDefaultReader.prototype.read;
  scope.ReadableStreamDefaultReader.prototype.read = function read(...args) {
    return nativeRead.apply(this, args).then((result) => {
      if (result.value instanceof NativeVideoFrame) enter(result.value);
      return result;
    });
  };
  scope.VideoFrame = LedgerVideoFrame;

  const ledger = {
    // Drops the frames closed out of sight (written to a generator); returns the counts.
    sweep() {
      for (const frame of open) if (isClosed(frame)) open.delete(frame);
      return { open: open.size, entered, closeCalls, doubleCloses };
    },
  };
  scope.__frameLedger = ledger;
  return ledger;
}
