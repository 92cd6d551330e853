import { expect, test } from '../fixtures';
import { openAdmin, signInAsAdmin } from './support';

test('a large photo is shrunk to 800 px JPEG before upload, previewed and viewed full screen', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/categories/add');
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();

  // A 1600 x 1200 PNG of noise: several megabytes, well over the 2,000,000-byte limit.
  const pngBase64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < pixels.data.length; index += 1) {
      pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  });
  const png = Buffer.from(pngBase64, 'base64');
  expect(png.length).toBeGreaterThan(2_000_000);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.jpg$/);
  const src = (await preview.getAttribute('src')) ?? '';
  const stored = await page.request.get(src);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const size = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, src);
  expect(size).toEqual({ width: 800, height: 600 });

  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Image' })).toHaveAttribute('src', src);
});

test("an oversized GIF is not resized and the refusal reads 'File too big' with the limit", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/categories/add');
  const gif = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(2_100_000, 7)]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: gif });
  await expect(
    page.getByRole('alert').filter({ hasText: 'File too big: the limit is 2 MB (2,000,000 bytes).' }),
    // 2.8 MB of base64 goes to the gateway and back: room on two busy cores
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Image preview' })).toHaveCount(0);
});
