/**
 * Whether a WebGL renderer's name is a software rasteriser (SwiftShader in Chromium without a GPU,
 * Mesa's llvmpipe or softpipe, Windows' basic render driver). Multisampled edges cost those a
 * great deal per frame (about half of a curtain pass measured in Chromium without a GPU), so the
 * stages are drawn without antialiasing there; a GPU draws them antialiased.
 */
export const isSoftwareRenderer = (name: string): boolean =>
  /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);

/** The page's WebGL renderer, asked once on a throwaway canvas whose context is let go at once. */
export function webglRendererName(): string {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return '';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}
