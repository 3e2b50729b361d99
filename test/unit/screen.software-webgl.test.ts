import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from '../../src-renderer/scenes/software-webgl';

describe('a WebGL renderer drawn in software', () => {
  it('is told from a GPU by the names browsers report', () => {
    for (const software of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ])
      expect(isSoftwareRenderer(software), software).toBe(true);
    for (const gpu of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
      'Apple M1',
      'AMD Radeon Pro 5500M OpenGL Engine',
      // A browser that hides the renderer: drawn antialiased, as before.
      'WebKit WebGL',
      '',
    ])
      expect(isSoftwareRenderer(gpu), gpu).toBe(false);
  });
});
