import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { PHONE_TEXTS } from '@portal/shared';
import { EMPTY_MEDICAL_FORM, type ContactRow, type MedicalContactsValues } from '@/lib/profile-fields/medical-contacts';
import { EmergencyContactsFields } from './emergency-contacts-fields';

function Form({ contacts, children }: { contacts: ContactRow[]; children: ReactNode }) {
  const form = useForm<MedicalContactsValues>({ defaultValues: { medical: EMPTY_MEDICAL_FORM, contacts } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the emergency contacts in the editor (issue 41)', () => {
  it("asks to check a number migration 0030 could not read, until it reads; offers 'Tem WhatsApp'", async () => {
    const user = userEvent.setup();
    render(
      <Form contacts={[{ name: 'Rui', phone: '9999-0000', relationship: 'Irmão', phoneNeedsReview: true }]}>
        <EmergencyContactsFields idPrefix="c" />
      </Form>,
    );
    const phone = screen.getByLabelText('Telefone');
    expect(phone).toHaveAccessibleDescription(PHONE_TEXTS.needsReview);
    expect(screen.getByRole('checkbox', { name: 'Tem WhatsApp' })).not.toBeChecked();

    await user.clear(phone);
    await user.type(phone, '(21) 99999-0000');
    expect(screen.queryByText(PHONE_TEXTS.needsReview)).not.toBeInTheDocument();
  });
});
