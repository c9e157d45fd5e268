// The WebGPU adapter the benchmark pages use, on the H200 and on SwiftShader.

// On the H200 with the flags Chromium needs for Vulkan, requestAdapter() gives
// null while a compatibility-level request gives the NVIDIA adapter, whose
// devices are full core devices when asked for 'core-features-and-limits'
// (benchmarks/gpu_browser/README.md). ORT takes the adapter from
// env.webgpu.adapter; one adapter makes one device, so each bundle gets its own.
export async function webgpuAdapter() {
  if (!navigator.gpu) return null;
  const adapter = await navigator.gpu.requestAdapter({ powerPreference: 'high-performance' }) ??
    await navigator.gpu.requestAdapter({ featureLevel: 'compatibility' });
  if (!adapter || !adapter.features.has('core-features-and-limits')) return adapter;
  const requestDevice = adapter.requestDevice.bind(adapter);
  adapter.requestDevice = (descriptor = {}) => {
    const features = new Set(descriptor.requiredFeatures ?? []);
    features.add('core-features-and-limits');
    return requestDevice({ ...descriptor, requiredFeatures: [...features] });
  };
  return adapter;
}
