import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentUploadButton } from './DocumentUploadButton';

const texts = {
  required: 'Un document est requis.',
  tooLarge: 'La taille des documents doit être inférieure à 1Mo.',
};
afterEach(() => cleanup());

function renderButton(maxBytes = 1024) {
  const onFile = vi.fn();
  const onRefused = vi.fn();
  render(
    <DocumentUploadButton
      label="Déposer : Pièce d'identité"
      maxBytes={maxBytes}
      texts={texts}
      onFile={onFile}
      onRefused={onRefused}
    />,
  );
  const input = screen.getByLabelText<HTMLInputElement>("Déposer : Pièce d'identité");
  return { onFile, onRefused, input };
}

describe('DocumentUploadButton', () => {
  it('hands a file under the limit to the tool, and offers images and PDFs', async () => {
    const { onFile, onRefused, input } = renderButton();
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    const file = new File(['%PDF-1.4'], 'cni.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a file of the limit or more with the tool’s text, before any call', async () => {
    const { onFile, onRefused, input } = renderButton(8);
    await userEvent.upload(input, new File(['12345678'], 'big.png', { type: 'image/png' }));
    expect(onRefused).toHaveBeenCalledWith(texts.tooLarge);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('says a document is required when the picker comes back empty', () => {
    const { onFile, onRefused, input } = renderButton();
    fireEvent.change(input, { target: { files: [] } });
    expect(onRefused).toHaveBeenCalledWith(texts.required);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('opens the picker from its button', async () => {
    const { input } = renderButton();
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: "Déposer : Pièce d'identité" }));
    expect(click).toHaveBeenCalled();
  });
});
