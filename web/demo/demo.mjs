// The demo: the SDK on the camera, or on a sample clip drawn from the bundled
// image when the camera is off or unavailable.
import { VideoEffects } from './sdk/index.js';
import { sampleTrack } from './sample_clip.mjs';

const $ = (id) => document.getElementById(id);
const statusLine = $('status');
const state = { ready: false, source: 'sample', effect: 'blur', error: null };
// index.html?still holds the sample's person at the centre, so that pictures
// taken at different moments (screenshots, the browser tests) show the same scene.
const sampleDrift = new URLSearchParams(location.search).has('still') ? 0 : undefined;
window.vfxDemo = state;

function report(text, isError = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle('error', isError);
  if (isError) state.error = text;
}

async function main() {
  const effects = await VideoEffects.create();
  let input = null;

  const options = () => ({
    effect: $('effect').value,
    blurStrength: Number($('strength').value),
    lightCorrection: $('light').value === 'off' ? false : $('light').value,
    touchUp: Number($('touch-up').value),
  });

  async function useSource(camera) {
    let track;
    if (camera) {
      try {
        track = (await navigator.mediaDevices.getUserMedia({ video: { width: 1280, height: 720 } })).getVideoTracks()[0];
      } catch (e) {
        report(`no camera (${e.name}): showing the sample clip`, true);
        camera = false;
      }
    }
    track ??= await sampleTrack('', { drift: sampleDrift });
    const previous = input;
    input = track;
    $('output').srcObject = new MediaStream([effects.applyEffect(track, options())]);
    previous?.stop();
    state.source = camera ? 'camera' : 'sample';
    $('camera').textContent = `Camera: ${camera ? 'on' : 'off'}`;
    $('camera').setAttribute('aria-pressed', String(camera));
    $('source').textContent = camera ? track.label || 'camera' : 'sample clip';
  }

  $('camera').addEventListener('click', () => useSource(state.source !== 'camera').catch((e) => report(String(e), true)));
  for (const id of ['effect', 'strength', 'light', 'touch-up']) {
    $(id).addEventListener('input', () => {
      $('strength-value').textContent = $('strength').value;
      $('touch-up-value').textContent = $('touch-up').value;
      state.effect = $('effect').value;
      try { effects.setOptions(options()); } catch (e) { report(String(e), true); }
    });
  }
  $('background').addEventListener('change', async () => {
    const file = $('background').files[0];
    if (!file) return;
    try {
      effects.setOptions({ background: await createImageBitmap(file), effect: 'replace' });
      $('effect').value = 'replace';
      state.effect = 'replace';
    } catch (e) {
      report(`that image could not be used: ${e.message}`, true);
    }
  });

  await useSource(false);
  setInterval(async () => {
    const s = await effects.getStats();
    const stages = Object.entries(s.stages).filter(([, ms]) => ms >= 0.05)
      .map(([name, ms]) => `${name.padEnd(20)} ${ms.toFixed(2)} ms`).join('\n');
    const plan = s.planVariant ? `, ${s.planVariant} plan` : '';
    $('stats').textContent = `${s.fps.toFixed(1)} fps (${effects.mode}, ${effects.backend}${plan})\n${stages}`;
  }, 500);
  const fallback = effects.backendFallback ? ` (not WebGPU: ${effects.backendFallback})` : '';
  report(`running on ${effects.backend === 'webgpu' ? 'WebGPU' : 'WebGL2'}, ${effects.capabilities.split(' | ')[0]}${fallback}`);
  state.ready = true;
}

main().catch((e) => report(`error: ${e.message ?? e}`, true));
