import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { UPLOAD_REFUSALS } from '@greenleaf/shared/rest/uploads';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { ImageUpload, UPLOAD_NOT_SENT } from './ImageUpload';
import type { UploadImage } from './uploadImage';

function Harness({ upload, initial = null }: { upload: UploadImage; initial?: string | null }) {
  const [url, setUrl] = useState<string | null>(initial);
  return (
    <>
      <ImageUpload label="Image" value={url} onChange={setUrl} upload={upload} />
      <p>{`Stored: ${url ?? 'none'}`}</p>
    </>
  );
}

function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return userEvent.setup().upload(input, file);
}

describe('ImageUpload', () => {
  it('uploads a chosen file, previews it and shows it full screen with View', async () => {
    const upload = vi.fn<UploadImage>(async () => ({ success: true, url: '/uploads/abc.png' }));
    const { container } = renderAdmin(<Harness upload={upload} />);
    expect(screen.getByText('No image yet')).toBeInTheDocument();
    const file = new File(['png-bytes'], 'lawn.png', { type: 'image/png' });
    await chooseFile(container, file);
    expect(upload).toHaveBeenCalledWith(file);
    expect(await screen.findByText('Stored: /uploads/abc.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/abc.png');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Image' })).toHaveAttribute('src', '/uploads/abc.png');
  });

  it("shows the gateway's reason when the reply has no success, and keeps the old image", async () => {
    const upload = vi.fn<UploadImage>(async () => ({ success: false, reason: UPLOAD_REFUSALS.tooBig }));
    const { container } = renderAdmin(<Harness upload={upload} initial="/uploads/old.jpg" />);
    await chooseFile(container, new File(['x'], 'huge.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File too big: the limit is 2 MB (2,000,000 bytes).',
    );
    expect(screen.getByText('Stored: /uploads/old.jpg')).toBeInTheDocument();
  });

  it('names each refusal as the server gave it: not an image, storage failed, a refused request', async () => {
    for (const reason of [UPLOAD_REFUSALS.notImage, UPLOAD_REFUSALS.storage]) {
      const { container, unmount } = renderAdmin(
        <Harness upload={async () => ({ success: false, reason })} initial={null} />,
      );
      await chooseFile(container, new File(['x'], 'a.png', { type: 'image/png' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(screen.queryByText(/File too big/)).not.toBeInTheDocument();
      unmount();
    }
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Filename is too long', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const { container, unmount } = renderAdmin(
      <Harness
        upload={async () => {
          throw refused;
        }}
      />,
    );
    await chooseFile(container, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Filename is too long');
    unmount();
  });

  it("keeps 'Please try again' for a network failure only", async () => {
    const { container } = renderAdmin(
      <Harness
        upload={async () => {
          throw new TypeError('Failed to fetch');
        }}
      />,
    );
    await chooseFile(container, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_NOT_SENT);
  });

  it('removes the image', async () => {
    renderAdmin(
      <Harness upload={async () => ({ success: true, url: '/x.png' })} initial="/uploads/old.jpg" />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('Stored: none')).toBeInTheDocument();
    expect(screen.getByText('No image yet')).toBeInTheDocument();
  });
});
