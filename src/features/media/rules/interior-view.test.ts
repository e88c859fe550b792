import { describe, expect, it } from 'vitest';
import { interiorView } from './interior-view.ts';

describe('interior view (spin_interior_image)', () => {
  it('shows an image file as an image, generated or remote', () => {
    expect(interiorView('/media/generated/interior-dark-640.webp')).toEqual({
      kind: 'image',
      src: '/media/generated/interior-dark-640.webp',
    });
    expect(interiorView('https://cdn.example.com/cars/1/interior.JPG?w=1200')).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/cars/1/interior.JPG?w=1200',
    });
  });
  it("frames a provider's viewer page", () => {
    expect(interiorView(' https://spins.example.com/view/SPN1/interior ')).toEqual({
      kind: 'page',
      src: 'https://spins.example.com/view/SPN1/interior',
    });
  });
  it('has no interior view without a usable URL', () => {
    for (const url of [
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//spins.example.com/x.webp',
      'interior.webp',
    ]) {
      expect(interiorView(url), String(url)).toBeNull();
    }
  });
});
