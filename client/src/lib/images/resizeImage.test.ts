import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName, needsResize, prepareImageForUpload, UPLOAD_LIMIT_BYTES } from './resizeImage';

describe('image resizing before upload', () => {
  it('leaves files up to 2,000,000 bytes and GIFs of any size alone', () => {
    expect(needsResize({ size: UPLOAD_LIMIT_BYTES, type: 'image/png' })).toBe(false);
    expect(needsResize({ size: UPLOAD_LIMIT_BYTES + 1, type: 'image/gif' })).toBe(false);
    expect(needsResize({ size: UPLOAD_LIMIT_BYTES + 1, type: 'image/png' })).toBe(true);
  });

  it('fits the longer side into 800 px, keeping proportions and never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 2000)).toEqual({ width: 400, height: 800 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('lawn.photo.png')).toBe('lawn.photo.jpg');
    expect(jpegName('garden')).toBe('garden.jpg');
  });

  it('returns a small file unchanged, without touching a canvas', async () => {
    const file = new File(['tiny'], 'tiny.png', { type: 'image/png' });
    await expect(prepareImageForUpload(file)).resolves.toBe(file);
  });
});
