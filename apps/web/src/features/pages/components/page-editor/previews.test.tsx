import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_PAGE_TEXTS } from '@portal/shared';
import { contrastRatio } from '@portal/shared/public-page';
import { pageFixture } from '@/testing/fixtures/pages';
import { pageToEditorValues } from '../../lib/page-form';
import { CardPreview } from './card-preview';
import { PhonePreview } from './phone-preview';

/** A mid green: white text on it reads only 3.3:1, and it is too light for text on a pale green background. */
const values = pageToEditorValues(
  pageFixture({
    title: 'Thor',
    theme: {
      primaryColor: '#16A34A',
      backgroundColor: '#F0FDF4',
      textColor: '#111827',
      fontFamily: 'Inter, sans-serif',
    },
  }),
);

/** '#16A34A' or 'rgb(22, 163, 74)' as #RRGGBB. */
function hexOf(color: string): string {
  const rgb = /rgb\((\d+), (\d+), (\d+)\)/.exec(color);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('')}`
    : color;
}

describe('editor previews', () => {
  it("the card's band and address keep the theme's hue in the shades that read 4.5:1, as on the public page", () => {
    render(<CardPreview values={values} name="Thor" />);
    const title = screen.getByText('Thor', { selector: 'p.font-bold' });
    const band = title.closest<HTMLElement>('[style*="background-color"]')!;
    expect(contrastRatio(hexOf(band.style.color), hexOf(band.style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    const address = screen.getByText(/\/p\//);
    expect(contrastRatio(hexOf(address.style.color), '#F0FDF4')).toBeGreaterThanOrEqual(4.5);
  });

  it('the phone preview is a named region the keyboard can focus to scroll it', () => {
    render(<PhonePreview values={values} name="Thor" />);
    const region = screen.getByRole('region', { name: 'Pré-visualização no celular' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it("a pet's preview shows the pet's own fields, as its public page does", () => {
    const pet = { ...values.pet, species: 'Cão', breed: 'Labrador', microchip: '985112004567890' };
    render(<PhonePreview values={{ ...values, pet }} name="Thor" kind="PET" />);
    const region = screen.getByRole('region', { name: 'Pré-visualização no celular' });
    expect(region).toHaveTextContent('Sobre mim');
    expect(region).toHaveTextContent('Labrador');
    expect(region).not.toHaveTextContent('Ligar 192 (SAMU)');
  });

  it('shows the typed phone, e-mail, address and notes and the main photo; each toggle off hides its part (issue 20)', () => {
    const typed = {
      ...values,
      phone: '(11) 91234-5678',
      email: 'maria@exemplo.com',
      address: { ...values.address, street: 'Rua das Flores', number: '120', city: 'Campinas' },
      notes: 'Portadora de marcapasso',
    };
    const photo = { id: 'p1', url: '/api/photos/p1?size=medium', isMain: true, isPublic: true };
    const region = () => screen.getByRole('region', { name: 'Pré-visualização no celular' });
    const { rerender } = render(<PhonePreview values={typed} name="Maria Silva" photos={[photo]} />);
    for (const text of [
      '(11) 91234-5678',
      'maria@exemplo.com',
      'Rua das Flores',
      'Campinas',
      'Portadora de marcapasso',
    ]) {
      expect(region()).toHaveTextContent(text);
    }
    expect(region().querySelector('img[src^="/api/photos/p1"]')).not.toBeNull();

    // Issue 24: the address has a level of its own beside the name's.
    const namePrivate = {
      ...typed,
      isNamePublic: false,
      visibility: { ...typed.visibility, personal: 'PRIVATE', address: 'PRIVATE' } as const,
    };
    rerender(<PhonePreview values={namePrivate} name="Maria Silva" photos={[photo]} />);
    for (const text of ['(11) 91234-5678', 'maria@exemplo.com', 'Rua das Flores', 'Maria Silva']) {
      expect(region()).not.toHaveTextContent(text);
    }
    expect(region()).toHaveTextContent('Portadora de marcapasso');

    rerender(<PhonePreview values={{ ...typed, isNotesPublic: false }} name="Maria Silva" photos={[photo]} />);
    expect(region()).not.toHaveTextContent('Portadora de marcapasso');
    expect(region()).toHaveTextContent('(11) 91234-5678');
  });
});

describe("'Ver como socorrista' (issue 41)", () => {
  const withAlerts = {
    ...values,
    criticalAlerts: ['Anticoagulado (varfarina)', '', ''] as [string, string, string],
    contacts: [{ name: 'Rui', phone: '(21) 99999-0000', relationship: 'Irmão', whatsapp: true }],
    isMedicalInfoPublic: false,
    visibility: { ...values.visibility, medicalInfo: 'PIN', criticalAlerts: 'PIN' } as const,
  };
  const region = () => screen.getByRole('region', { name: 'Pré-visualização no celular' });

  it('shows the page as the owner, a stranger before the PIN and after it, built as the scan builds it', async () => {
    const user = userEvent.setup();
    render(<PhonePreview values={withAlerts} name="Maria Silva" />);
    // The owner sees everything; the alerts come first, then 192 and 193.
    expect(region()).toHaveTextContent('Anticoagulado (varfarina)');
    expect(region().textContent!.indexOf('Anticoagulado')).toBeLessThan(region().textContent!.indexOf('Ligar 192'));
    expect(region()).toHaveTextContent('Bombeiros 193');

    await user.click(screen.getByRole('radio', { name: 'Público' }));
    expect(region()).not.toHaveTextContent('Anticoagulado (varfarina)');
    expect(region()).toHaveTextContent(PUBLIC_PAGE_TEXTS.pinProtected);
    expect(region().querySelector('a[href^="https://wa.me/5521999990000"]')).not.toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Após o PIN' }));
    expect(region()).toHaveTextContent('Anticoagulado (varfarina)');
    expect(region()).not.toHaveTextContent(PUBLIC_PAGE_TEXTS.pinProtected);
  });

  it('in the language chosen', async () => {
    const user = userEvent.setup();
    render(<PhonePreview values={withAlerts} name="Maria Silva" />);
    expect(region()).toHaveTextContent('Ligar 192 (SAMU)');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(region()).toHaveTextContent('Call an ambulance (SAMU 192)');
    expect(region()).toHaveTextContent('Fire brigade 193');
    const whatsapp = region().querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!;
    expect(decodeURIComponent(whatsapp.href)).toContain('Hello, I am with Maria Silva.');
  });
});
