import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { ImagePicker } from './image-picker';
import type { ImageUpload } from '../use-image-upload';

function imageState(overrides: Partial<ImageUpload> = {}): ImageUpload {
  return { file: null, setFile: vi.fn(), uploading: false, progress: 0, upload: vi.fn(), reset: vi.fn(), ...overrides };
}

describe('ImagePicker', () => {
  it('offers images only and keeps the picked one', async () => {
    const image = imageState();
    renderWithMantine(<ImagePicker image={image} label="Image" />);
    const input = screen.getByTestId('image-input');
    expect(input.getAttribute('accept')).toContain('image/png');
    expect(input.getAttribute('accept')).not.toContain('video');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    expect(image.setFile).toHaveBeenCalledWith(png);
  });

  it("refuses other files and says 'no file selected' when nothing was chosen", () => {
    const image = imageState();
    renderWithMantine(<ImagePicker image={image} label="Image" />);
    const input = screen.getByTestId('image-input');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.upload.typeNotAllowed);
    fireEvent.change(input, { target: { files: [] } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.upload.noFileSelected);
    expect(image.setFile).not.toHaveBeenCalled();
  });

  it("says 'please wait its uploading' when the image is changed during an upload", async () => {
    renderWithMantine(<ImagePicker image={imageState({ uploading: true, progress: 0.4 })} label="Image" />);
    await userEvent.click(screen.getByRole('button', { name: messages.console.image.choose }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.upload.uploading);
    expect(screen.getByRole('progressbar', { name: messages.console.image.uploading })).toBeInTheDocument();
  });
});
